#!/usr/bin/env python3
"""Independent perft reference for Turnpan's Turkish Chess and Transformer.

This file is written from the rule texts in docs/rules/turkish.md and
docs/rules/transformer.md only. It shares no code with the Rust engine and
none with Fairy-Stockfish: it is a small mailbox move generator that favours
obviousness over speed (every move is played on a copy of the board and the
mover's king is then tested for attack).

Part 1 is the rules model (geometry, piece definitions, FEN, move generation,
perft). Part 2 is tooling: a driver for Fairy-Stockfish (a UCI binary or the
pyffish binding, with variants.ini from this folder), the list of positions
behind crates/rules/tests/perft/*.epd, and a command line:

  variant_ref.py perft   VARIANT DEPTH [FEN]      reference perft
  variant_ref.py divide  VARIANT DEPTH [FEN]      per-move counts
  variant_ref.py moves   VARIANT [FEN]            legal moves (UCI)
  variant_ref.py selftest                         orthodox chess perft sanity
  variant_ref.py check-epd FILE [--max-nodes N]   recompute an EPD file with
                                                  this reference (depths whose
                                                  count is <= N) and compare
  variant_ref.py make-epd VARIANT OUT --engine FSF_BINARY
                                                  write an EPD file: counts from
                                                  Fairy-Stockfish, each depth
                                                  <= --verify-nodes re-checked
                                                  here and against pyffish

VARIANT is one of: turkish, transformer, chess. Squares are engine
coordinates: files a.., ranks 1.. (Turkish ranks 1..10).
"""

import argparse
import os
import random
import subprocess
import sys
import time

# ---------------------------------------------------------------------------
# Part 1: rules model
# ---------------------------------------------------------------------------

WHITE, BLACK = 'w', 'b'

ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
INF = 99


def ride(vectors, max_steps):
    """Moves and captures along each vector, at most max_steps steps, every
    square passed over must be empty (max_steps=1 is a plain leaper)."""
    return ('ride', tuple(vectors), max_steps)


def cannon(vectors):
    """Moves along each vector over empty squares (any distance); captures
    the first piece beyond exactly one screen, if it is an enemy."""
    return ('cannon', tuple(vectors), INF)


class Variant:
    def __init__(self, name, files, ranks, pieces, pawn_kind, promotions,
                 castling, double_step_rank, bare_king_ends, start_fen):
        self.name = name
        self.files = files
        self.ranks = ranks
        # letter (upper case) -> list of movement components; 'P' and 'K'
        # are handled by the pawn rules and by ride() respectively.
        self.pieces = pieces
        self.pawn_kind = pawn_kind          # 'orthodox' or 'transformer'
        self.promotions = promotions        # upper-case letters
        self.castling = castling
        self.double_step_rank = double_step_rank  # 0-based, for White
        self.bare_king_ends = bare_king_ends
        self.start_fen = start_fen


KING_MOVES = [ride(ORTHO + DIAG, 1)]

TURKISH = Variant(
    name='turkish', files=8, ranks=10,
    pieces={
        'K': KING_MOVES,
        'Q': [ride(ORTHO + DIAG, INF)],
        'R': [ride(ORTHO, INF)],
        'B': [ride(DIAG, INF)],
        'N': [ride(KNIGHT, 1)],
        'G': [ride(ORTHO + DIAG, INF), ride(KNIGHT, 1)],   # General = QN
        'C': [ride(ORTHO, INF), ride(KNIGHT, 1)],          # Chancellor = RN
        'M': [ride(DIAG, INF), ride(KNIGHT, 1)],           # Minister = BN
        'S': [cannon(ORTHO)],                              # Shogi = mRcpR
        'E': [cannon(DIAG)],                               # Elephant = mBcpB
    },
    pawn_kind='orthodox', promotions='QGCMRBNSE', castling=True,
    double_step_rank=2, bare_king_ends=False,
    start_fen='rnbqkbnr/smecgems/pppppppp/8/8/8/8/PPPPPPPP/SMECGEMS/RNBQKBNR w KQkq - 0 1')

TRANSFORMER = Variant(
    name='transformer', files=9, ranks=9,
    pieces={
        'K': KING_MOVES,
        'Q': [ride(ORTHO + DIAG, 3)],
        'R': [ride(ORTHO, 3)],
        'B': [ride(DIAG, 3)],
        'N': [ride(KNIGHT, 2)],   # second leap blocked by the first landing square
    },
    pawn_kind='transformer', promotions='NBRQ', castling=False,
    double_step_rank=None, bare_king_ends=True,
    start_fen='4k4/rnbrqrbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBRQRBNR/4K4 w - - 0 1')

CHESS = Variant(   # orthodox chess, only to sanity-check the machinery
    name='chess', files=8, ranks=8,
    pieces={
        'K': KING_MOVES,
        'Q': [ride(ORTHO + DIAG, INF)],
        'R': [ride(ORTHO, INF)],
        'B': [ride(DIAG, INF)],
        'N': [ride(KNIGHT, 1)],
    },
    pawn_kind='orthodox', promotions='QRBN', castling=True,
    double_step_rank=1, bare_king_ends=False,
    start_fen='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')

VARIANTS = {v.name: v for v in (TURKISH, TRANSFORMER, CHESS)}


def colour_of(piece):
    return WHITE if piece.isupper() else BLACK


def other(colour):
    return BLACK if colour == WHITE else WHITE


def sq_name(sq):
    f, r = sq
    return 'abcdefghijkl'[f] + str(r + 1)


def parse_sq(text):
    return ('abcdefghijkl'.index(text[0]), int(text[1:]) - 1)


class Position:
    """board maps (file, rank) -> piece letter for occupied squares only."""

    def __init__(self, variant, board, turn, castling, ep, halfmove, fullmove):
        self.v = variant
        self.board = board
        self.turn = turn
        self.castling = castling   # subset of 'KQkq'
        self.ep = ep               # (file, rank) passed over by a double step, or None
        self.halfmove = halfmove
        self.fullmove = fullmove

    def on_board(self, sq):
        return 0 <= sq[0] < self.v.files and 0 <= sq[1] < self.v.ranks


def parse_fen(variant, fen):
    parts = fen.split()
    if len(parts) != 6:
        raise ValueError('FEN needs 6 fields: %r' % fen)
    rows = parts[0].split('/')
    if len(rows) != variant.ranks:
        raise ValueError('expected %d ranks in %r' % (variant.ranks, fen))
    board = {}
    for i, row in enumerate(rows):
        rank = variant.ranks - 1 - i
        f = 0
        num = ''
        for ch in row + '/':
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ''
            if ch == '/':
                break
            if ch.upper() not in variant.pieces and ch.upper() != 'P':
                raise ValueError('unknown piece %r' % ch)
            board[(f, rank)] = ch
            f += 1
        if f != variant.files:
            raise ValueError('rank %d has %d files in %r' % (rank + 1, f, fen))
    castling = '' if parts[2] == '-' else parts[2]
    ep = None if parts[3] == '-' else parse_sq(parts[3])
    return Position(variant, board, parts[1], castling, ep, int(parts[4]), int(parts[5]))


def placement(pos):
    rows = []
    for rank in range(pos.v.ranks - 1, -1, -1):
        row, empty = '', 0
        for f in range(pos.v.files):
            p = pos.board.get((f, rank))
            if p is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                    empty = 0
                row += p
        if empty:
            row += str(empty)
        rows.append(row)
    return '/'.join(rows)


def to_fen(pos):
    """FEN as docs/rules/chess.md writes it: the en-passant square only when the side
    to move has a legal en-passant capture."""
    ep = '-'
    if pos.ep is not None and any(m[3] == 'ep' for m in legal_moves(pos)):
        ep = sq_name(pos.ep)
    return '%s %s %s %s %d %d' % (placement(pos), pos.turn, pos.castling or '-', ep,
                                  pos.halfmove, pos.fullmove)


def forward(colour):
    return 1 if colour == WHITE else -1


def king_square(pos, colour):
    target = 'K' if colour == WHITE else 'k'
    for sq, p in pos.board.items():
        if p == target:
            return sq
    return None


def capture_targets(pos, sq):
    """Squares holding enemy pieces that the piece on sq could capture
    (ignoring whether its own king would be exposed)."""
    piece = pos.board[sq]
    colour = colour_of(piece)
    kind = piece.upper()
    out = []
    if kind == 'P':
        if pos.v.pawn_kind == 'orthodox':
            for df in (-1, 1):
                t = (sq[0] + df, sq[1] + forward(colour))
                q = pos.board.get(t)
                if q is not None and colour_of(q) != colour:
                    out.append(t)
        return out   # the Transformer pawn never captures
    for comp, vectors, steps in pos.v.pieces[kind]:
        for dx, dy in vectors:
            t = (sq[0] + dx, sq[1] + dy)
            n = 1
            if comp == 'ride':
                while pos.on_board(t) and n <= steps:
                    q = pos.board.get(t)
                    if q is not None:
                        if colour_of(q) != colour:
                            out.append(t)
                        break
                    t = (t[0] + dx, t[1] + dy)
                    n += 1
            else:   # cannon: find the screen, then the first piece beyond it
                screen = False
                while pos.on_board(t):
                    q = pos.board.get(t)
                    if q is not None:
                        if not screen:
                            screen = True
                        else:
                            if colour_of(q) != colour:
                                out.append(t)
                            break
                    t = (t[0] + dx, t[1] + dy)
    return out


def attacked_by_slow(pos, sq, colour):
    """Is square sq (occupied by a piece of the other colour) capturable by a
    piece of `colour`? Obvious version: try every piece of that colour."""
    for s, p in list(pos.board.items()):
        if colour_of(p) == colour and sq in capture_targets(pos, s):
            return True
    return False


def attacked_by(pos, sq, colour):
    """Same answer as attacked_by_slow (the selftest compares them on random
    positions), found by walking each movement line backwards from sq: a
    piece that reaches sq along vector v passes exactly the squares met when
    walking from sq along -v."""
    b = pos.board
    for kind, comps in pos.v.pieces.items():
        mine = kind if colour == WHITE else kind.lower()
        for comp, vectors, steps in comps:
            for dx, dy in vectors:
                t = (sq[0] - dx, sq[1] - dy)
                n = 1
                screens = 0
                while pos.on_board(t) and n <= steps:
                    q = b.get(t)
                    if q is not None:
                        if comp == 'ride' or screens == 1:
                            if q == mine:
                                return True
                            break
                        screens = 1
                    t = (t[0] - dx, t[1] - dy)
                    n += 1
    if pos.v.pawn_kind == 'orthodox':
        pawn = 'P' if colour == WHITE else 'p'
        for dx in (-1, 1):
            if b.get((sq[0] - dx, sq[1] - forward(colour))) == pawn:
                return True
    return False


def in_check(pos, colour):
    k = king_square(pos, colour)
    return k is not None and attacked_by(pos, k, other(colour))


def quiet_targets(pos, sq):
    """Empty squares the (non-pawn) piece on sq can move to."""
    kind = pos.board[sq].upper()
    out = []
    for comp, vectors, steps in pos.v.pieces[kind]:
        limit = steps if comp == 'ride' else INF
        for dx, dy in vectors:
            t = (sq[0] + dx, sq[1] + dy)
            n = 1
            while pos.on_board(t) and n <= limit and t not in pos.board:
                out.append(t)
                t = (t[0] + dx, t[1] + dy)
                n += 1
    return out


def pseudo_moves(pos):
    """Moves as tuples (from, to, promotion letter or '', flag) where flag is
    '', 'double', 'ep' or 'castle'. Castling is produced already checked."""
    v = pos.v
    us = pos.turn
    moves = []
    for sq, piece in list(pos.board.items()):
        if colour_of(piece) != us:
            continue
        kind = piece.upper()
        if kind == 'P':
            moves.extend(pawn_moves(pos, sq))
            continue
        for t in quiet_targets(pos, sq):
            moves.append((sq, t, '', ''))
        for t in capture_targets(pos, sq):
            moves.append((sq, t, '', ''))
    if v.castling:
        moves.extend(castling_moves(pos))
    return moves


def pawn_moves(pos, sq):
    v = pos.v
    us = pos.turn
    fwd = forward(us)
    out = []
    if v.pawn_kind == 'transformer':
        # jump two squares straight back onto an empty square, always transform
        t = (sq[0], sq[1] - 2 * fwd)
        if pos.on_board(t) and t not in pos.board:
            for promo in v.promotions:
                out.append((sq, t, promo, ''))
        return out
    last = v.ranks - 1 if us == WHITE else 0
    start = v.double_step_rank if us == WHITE else v.ranks - 1 - v.double_step_rank

    def add(t, flag=''):
        if t[1] == last:
            for promo in v.promotions:
                out.append((sq, t, promo, flag))
        else:
            out.append((sq, t, '', flag))

    one = (sq[0], sq[1] + fwd)
    if pos.on_board(one) and one not in pos.board:
        add(one)
        two = (sq[0], sq[1] + 2 * fwd)
        if sq[1] == start and pos.on_board(two) and two not in pos.board:
            add(two, 'double')
    for t in capture_targets(pos, sq):
        add(t)
    if pos.ep is not None:
        for df in (-1, 1):
            t = (sq[0] + df, sq[1] + fwd)
            victim = (t[0], sq[1])
            q = pos.board.get(victim)
            if (t == pos.ep and t not in pos.board and q is not None
                    and q.upper() == 'P' and colour_of(q) != us):
                out.append((sq, t, '', 'ep'))
    return out


def castling_moves(pos):
    """King e->g with rook h->f, king e->c with rook a->d, on the home rank.
    Conditions: right held, king and rook in place, the squares between them
    empty, the king not in check, and the king would not be in check on the
    square it crosses nor on its destination (tested by standing the king
    there, other pieces unchanged). The position after castling is checked
    for legality like every other move."""
    us = pos.turn
    home = 0 if us == WHITE else pos.v.ranks - 1
    king = 'K' if us == WHITE else 'k'
    rook = 'R' if us == WHITE else 'r'
    out = []
    ksq = (4, home)
    if pos.board.get(ksq) != king or in_check(pos, us):
        return out
    for right, rook_file, between, cross, dest in (
            ('K', 7, [5, 6], 5, 6),
            ('Q', 0, [1, 2, 3], 3, 2)):
        if (right if us == WHITE else right.lower()) not in pos.castling:
            continue
        if pos.board.get((rook_file, home)) != rook:
            continue
        if any((f, home) in pos.board for f in between):
            continue
        ok = True
        for f in (cross, dest):
            trial = copy_pos(pos)
            del trial.board[ksq]
            trial.board[(f, home)] = king
            if in_check(trial, us):
                ok = False
        if ok:
            out.append((ksq, (dest, home), '', 'castle'))
    return out


def copy_pos(pos):
    return Position(pos.v, dict(pos.board), pos.turn, pos.castling, pos.ep,
                    pos.halfmove, pos.fullmove)


def make_move(pos, move):
    frm, to, promo, flag = move
    v = pos.v
    us = pos.turn
    new = copy_pos(pos)
    b = new.board
    piece = b.pop(frm)
    captured = b.get(to)
    if flag == 'ep':
        del b[(to[0], frm[1])]
        captured = 'x'
    if flag == 'castle':
        home = frm[1]
        if to[0] == 6:
            b[(5, home)] = b.pop((7, home))
        else:
            b[(3, home)] = b.pop((0, home))
    b[to] = (promo if us == WHITE else promo.lower()) if promo else piece
    new.ep = (frm[0], frm[1] + forward(us)) if flag == 'double' else None
    # castling rights: lost when the king moves, or when a rook leaves or is
    # captured on its corner
    if v.castling:
        rights = new.castling
        top = v.ranks - 1
        if piece == 'K':
            rights = rights.replace('K', '').replace('Q', '')
        if piece == 'k':
            rights = rights.replace('k', '').replace('q', '')
        for corner, r in (((7, 0), 'K'), ((0, 0), 'Q'), ((7, top), 'k'), ((0, top), 'q')):
            if frm == corner or to == corner:
                rights = rights.replace(r, '')
        new.castling = rights
    new.halfmove = 0 if (captured or piece.upper() == 'P') else pos.halfmove + 1
    if us == BLACK:
        new.fullmove += 1
    new.turn = other(us)
    return new


def bare(pos, colour):
    return all(p.upper() == 'K' for p in pos.board.values() if colour_of(p) == colour)


def legal_moves(pos):
    if pos.v.bare_king_ends and (bare(pos, WHITE) or bare(pos, BLACK)):
        return []   # Transformer: the game is over once a side has only its king
    out = []
    for m in pseudo_moves(pos):
        after = make_move(pos, m)
        if not in_check(after, pos.turn):
            out.append(m)
    return out


def uci(move):
    frm, to, promo, _ = move
    return sq_name(frm) + sq_name(to) + promo.lower()


def perft(pos, depth):
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(make_move(pos, m), depth - 1) for m in moves)


def divide(pos, depth):
    out = {}
    for m in legal_moves(pos):
        out[uci(m)] = 1 if depth == 1 else perft(make_move(pos, m), depth - 1)
    return out


# ---------------------------------------------------------------------------
# Part 2: tooling (Fairy-Stockfish driver, positions, EPD files)
# ---------------------------------------------------------------------------

HERE = os.path.dirname(os.path.abspath(__file__))
VARIANTS_INI = os.path.join(HERE, 'variants.ini')
FSF_NAME = {'turkish': 'turnpan-turkish', 'transformer': 'turnpan-transformer',
            'chess': 'chess'}


class UciEngine:
    """Fairy-Stockfish over UCI; `go perft` runs asynchronously, so every
    command waits for its 'Nodes searched' line."""

    def __init__(self, path, variant):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send('setoption name VariantPath value ' + VARIANTS_INI)
        self.send('setoption name UCI_Variant value ' + FSF_NAME[variant])
        self.send('isready')
        self.wait_for('readyok')

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def wait_for(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError('engine exited')
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def divide(self, fen, depth):
        self.send('position fen ' + fen)
        self.send('go perft %d' % depth)
        lines = self.wait_for('Nodes searched')
        out = {}
        for line in lines:
            if ': ' in line and not line.startswith(('Nodes', 'info')):
                m, n = line.split(': ')
                out[m] = int(n)
        total = int(lines[-1].split(': ')[1])
        assert total == sum(out.values()), (fen, depth)
        return out, total

    def perft(self, fen, depth):
        return self.divide(fen, depth)[1]

    def close(self):
        self.send('quit')
        self.p.wait()


def pyffish_perft(variant, fen, depth):
    import pyffish
    if not getattr(pyffish_perft, 'loaded', False):
        with open(VARIANTS_INI) as fh:
            pyffish.load_variant_config(fh.read())
        pyffish_perft.loaded = True
    name = FSF_NAME[variant]

    def rec(moves, d):
        ms = pyffish.legal_moves(name, fen, moves)
        if d == 1:
            return len(ms)
        return sum(rec(moves + [m], d - 1) for m in ms)
    return rec([], depth)


def random_game_positions(variant, seed, plies_list):
    """Play a random legal game from the start (this reference chooses the
    moves) and return the positions reached after the given ply counts."""
    rng = random.Random(seed)
    pos = parse_fen(variant, variant.start_fen)
    out = []
    for ply in range(max(plies_list) + 1):
        if ply in plies_list:
            out.append((ply, pos))
        moves = sorted(legal_moves(pos), key=uci)
        if not moves:
            break
        pos = make_move(pos, rng.choice(moves))
    return out


# Hand-made positions: (comment lines, FEN). Engine coordinates throughout.
TURKISH_POSITIONS = [
    (['Start position.'],
     'rnbqkbnr/smecgems/pppppppp/8/8/8/8/PPPPPPPP/SMECGEMS/RNBQKBNR w KQkq - 0 1'),
    (['Start after 1. e3e5 (display e2-e4), Black to move: the Black Shogis can',
      'already take the pawns a3/h3 over their own pawns a8/h8.'],
     'rnbqkbnr/smecgems/pppppppp/8/8/4P3/8/PPPP1PPP/SMECGEMS/RNBQKBNR b KQkq - 0 1'),
    (['Start position without the back-rank pieces between kings and rooks: all',
      'four castlings available amid the full fairy army. White to move.'],
     'r3k2r/smecgems/pppppppp/8/8/8/8/PPPPPPPP/SMECGEMS/R3K2R w KQkq - 0 1'),
    (['Same, Black to move.'],
     'r3k2r/smecgems/pppppppp/8/8/8/8/PPPPPPPP/SMECGEMS/R3K2R b KQkq - 0 1'),
    (['Castling: the Black Shogi f6 attacks the crossing square f1 through the',
      'White pawn f3 (one screen), so e1g1 is illegal; e1c1 is legal.'],
     'r3k2r/8/8/8/5s2/8/8/5P2/8/R3K2R w KQkq - 0 1'),
    (['Castling: the Black Elephant c5 attacks the destination g1 through the',
      'Black pawn e3 (diagonal screen), so e1g1 is illegal; the Black Shogi b7',
      'attacks b1 through the White pawn b4, which does not stop e1c1 (b1 is',
      'passed by the rook only).'],
     'r3k2r/8/8/1s6/8/2e5/1P6/4p3/8/R3K2R w KQkq - 0 1'),
    (['Castling rights held but the White king is in check from the Shogi e6',
      'through the Black knight e4: no castling; only king moves help.'],
     'r3k2r/8/8/8/4s3/8/4n3/8/8/R3K2R w KQkq - 0 1'),
    (['Castling: Black Shogi g1 on the back rank with nothing between it and the',
      'king: no check (no screen), and the king is the screen through which the',
      'Shogi attacks the rook a1. After e1c1 the rook d1 would be the screen of',
      'a check on c1, so e1c1 is illegal.'],
     'r3k2r/8/8/8/8/8/8/8/8/R3K1s1 w Qkq - 0 1'),
    (['Castling with corner rooks attacked through screens (still legal): Black',
      'Shogi h6 hits h1 over the White pawn h4; White Shogi a5 hits a10 over the',
      'Black pawn a8, White Elephant d7 hits a10 over the Black pawn c8.',
      'Capturing a corner rook removes that castling right.'],
     'r3k2r/8/p1p5/3E4/7s/S7/7P/8/8/R3K2R w KQkq - 0 1'),
    (['Same, Black to move.'],
     'r3k2r/8/p1p5/3E4/7s/S7/7P/8/8/R3K2R b KQkq - 0 1'),
    (['Black castling: the White Elephant g7 attacks the crossing square d10',
      'through the Black bishop f8, so e10c10 is illegal; e10g10 is legal.'],
     'r3k2r/8/5b2/6E1/8/8/8/8/8/4K3 b kq - 0 1'),
    (['En passant: Black just played d8d6; the White pawns c6 and e6 may take',
      'on d7.'],
     '4k3/8/8/8/2PpP3/8/8/8/8/4K3 w - d7 0 1'),
    (['En passant by Black: White just played d3d5; the Black pawns c5 and e5',
      'may take on d4.'],
     '4k3/8/8/8/8/2pPp3/8/8/8/4K3 b - d4 0 1'),
    (['En passant that is illegal: after e6xd7 only the knight b6 would stand',
      'between the White king a6 and the Black Shogi h6 (one screen: check).',
      'Readers accept the square although no legal en-passant capture exists.'],
     '4k3/8/8/8/KN1pP2s/8/8/8/8/8 w - d7 0 1'),
    (['En passant that is illegal because it adds a screen: the pawn landing on',
      'c7 would stand alone between the White king a7 and the Black Shogi h7.'],
     '4k3/8/8/K6s/2pP4/8/8/8/8/8 w - c7 0 1'),
    (['En passant as a check evasion: the Black pawn d6 (just arrived from d8)',
      'checks the king c5; e6xd7 removes it.'],
     '4k3/8/8/8/3pP3/2K5/8/8/8/8 w - d7 0 1'),
    (['Promotion, White: pawns b9 and g9 promote by moving and by capturing the',
      'rook a10 and the knight h10, each to any of Q G C M R B N S E.'],
     'r3k2n/1P4P1/8/8/8/8/8/8/1p6/4K3 w - - 0 1'),
    (['Promotion, Black: pawns a2, c2 and g2 promote on rank 1, by moving and by',
      'capturing the rook b1 and the knight h1, nine choices each; promoted',
      'pieces (cannons over the king\'s neighbours, knights) may give check.'],
     '4k3/8/8/8/8/8/8/8/p1p3p1/1R2K2N b - - 0 1'),
    (['Cannon screens: the White Shogi d5 captures d8 over its own pawn d7, d2',
      'over the Black pawn d4, a5 over its own knight b5 and h5 over the Black',
      'knight e5; the White Elephant f3 captures b7 over the own Shogi d5 and h5',
      'over the Black pawn g4.'],
     '7k/8/1p1n4/1p1P4/8/bN1Sn2q/3p2p1/5E2/3r4/K7 w - - 0 1'),
    (['Cannon screens, same position with Black to move.'],
     '7k/8/1p1n4/1p1P4/8/bN1Sn2q/3p2p1/5E2/3r4/K7 b - - 0 1'),
    (['King as a screen and two screens: the White Shogi e2 attacks the Black',
      'knight e8 over its own king e4; the Black Shogi a4 has two screens (c4,',
      'd4) before the king, so Kxd4 is illegal (one screen left) while moving the',
      'knight c4 away leaves one screen (d4) and is illegal too; the Black',
      'Elephant b7 has no screen before e4 (a White piece on c6/d5 would be one).',
      'The Black Shogi a2 hits g2 over the White Shogi e2.'],
     '4k3/8/4n3/1e6/8/8/s1NpK2R/8/s3S1P1/8 w - - 0 1'),
    (['Check by a Shogi through one screen (the White knight e3): evade by moving',
      'the screen away, by adding a second screen (Qd1-e2, Bf1-e2), by capturing',
      'the Shogi (Ra6xe6) or by stepping aside.'],
     '4k3/8/8/8/R3s3/8/8/4N3/8/3QKB2 w - - 0 1'),
    (['Check by an Elephant (b4) through one screen (the Black knight d2):',
      'Kxd2 removes the screen, while Nb1xd2 would only replace it (illegal);',
      'Nb1-c3 adds a second screen, Rh4xb4 captures the Elephant.'],
     '4k3/8/8/8/8/8/1e5R/8/3n4/1N2K3 w - - 0 1'),
    (['Discovered cannon checks by adding a screen: the White Shogi e2 faces the',
      'Black king e9 on an empty file, so the knight g4 gives check by stepping',
      'to e3 or e5; the White Elephant a5 faces e9 on an empty diagonal, so the',
      'rook c1 gives check by stepping to c7.'],
     '8/4k3/7r/8/8/E7/6N1/8/4S3/2R1K3 w - - 0 1'),
    (['Self-check by adding a screen: the Black Shogi e9 faces the White king e1',
      'with nothing between, so no White piece may step onto e2..e8 (the knights',
      'c3/g3 and the bishop b5 could); the king itself may go to e2.'],
     '2k5/4s3/8/8/8/1B6/8/2N3N1/8/4K3 w - - 0 1'),
    (['Double check from a Shogi (over the Black pawn e4) and a knight: only',
      'king moves.'],
     '4k3/8/8/8/4s3/8/4p3/5n2/8/4K3 w - - 0 1'),
    (['Checkmate, Black to move, no moves: Black K h10 and Minister g10 against',
      'White K g8 and bishop g9 (the example in the rules).'],
     '6mk/6B1/6K1/8/8/8/8/8/8/8 b - - 0 1'),
    (['Checkmate by a Shogi: the White Shogi a1 checks the king a10 over the',
      'White pawn a5; a9 is attacked the same way, b9/b10 are blocked by Black\'s',
      'own pieces, nothing can interpose or capture.'],
     'kr6/1p6/8/8/8/P7/8/8/8/S3K3 b - - 0 1'),
    (['Stalemate (Black to move, not in check, no legal move): a draw.'],
     'k7/2Q5/1K6/8/8/8/8/8/8/8 b - - 0 1'),
    (['Stalemate with a cannon pin: the Black knight a8 is one of two screens',
      'between the White Shogi a1 and the king a10; if it leaves the file the',
      'pawn a5 alone screens a check. The king\'s squares are covered.'],
     'k1K5/8/n1N5/8/8/P7/8/8/8/S7 b - - 0 1'),
]

TRANSFORMER_POSITIONS = [
    (['Start position.'],
     '4k4/rnbrqrbnr/ppppppppp/9/9/9/PPPPPPPPP/RNBRQRBNR/4K4 w - - 0 1'),
    (['Start after White a3a1q (the a-pawn transformed into a queen on a1),',
      'Black to move.'],
     '4k4/rnbrqrbnr/ppppppppp/9/9/9/1PPPPPPPP/RNBRQRBNR/Q3K4 b - - 0 1'),
    (['Start after White b3b1n, Black to move.'],
     '4k4/rnbrqrbnr/ppppppppp/9/9/9/P1PPPPPPP/RNBRQRBNR/1N2K4 b - - 0 1'),
    (['Pawn transformations from set-up squares: White pawns c5 (to c3), e6 (to',
      'e4) and h9 (to h7) jump and transform; a4 is blocked (a2 occupied); a2 and',
      'i2 stand on their second rank and cannot move. Black pawns d4 (to d6) and',
      'b1 (to b3) jump; h8 cannot move.'],
     '4k2P1/7p1/9/4P4/2P6/P2p5/9/P7P/1p2K4 w - - 0 1'),
    (['Same pawns, Black to move.'],
     '4k2P1/7p1/9/4P4/2P6/P2p5/9/P7P/1p2K4 b - - 0 1'),
    (['Double knight e5: the first leap captures the knight d7 (no second leap',
      'through it); the own pawn f3 blocks f3 and g1; the pawn g6 is captured on',
      'the first leap; the rook i3 is captured on the second leap via g4; the own',
      'pawn a7 stops e5-c6-a7; other second leaps are free.'],
     '4k4/9/P2n5/6p2/4N4/9/5P2r/9/4K4 w - - 0 1'),
    (['Double knights of both sides in a crowded position: blocked and unblocked',
      'second leaps, captures on the first and on the second leap.'],
     '4k4/2n3n2/3p1P3/1P5p1/4N4/1p5P1/3P1p3/2N3N2/4K4 w - - 0 1'),
    (['Same, Black to move.'],
     '4k4/2n3n2/3p1P3/1P5p1/4N4/1p5P1/3P1p3/2N3N2/4K4 b - - 0 1'),
    (['Range-3 queen e5: captures the rook e8, the rook h5 and the knight b8 (all',
      'three squares away) and the pawn f4; the rook a5 and the bishop i9 are',
      'four squares away and out of reach; the own pawn d4 blocks.'],
     'k7b/1n2r4/9/9/r3Q2r1/3P1p3/9/9/4K4 w - - 0 1'),
    (['Same, Black to move: the rooks e8 and h5 (range 3) and a5 reach the',
      'queen\'s lines.'],
     'k7b/1n2r4/9/9/r3Q2r1/3P1p3/9/9/4K4 b - - 0 1'),
    (['Range-3 rooks and bishops on open lines (rooks a1, i9, a6, a9; bishops',
      'a4, g4, g8, a2).'],
     'r3k3R/6b2/9/r8/9/B5B2/9/b8/R3K4 w - - 0 1'),
    (['Same, Black to move.'],
     'r3k3R/6b2/9/r8/9/B5B2/9/b8/R3K4 b - - 0 1'),
    (['Check by a range-3 rook (e4 on the king e1): block on e3 (Bc1) or e2',
      '(Nc3), capture (Nc3xe4, Qh4xe4 over three squares), or step aside.'],
     '4k4/9/9/9/9/4r2Q1/2N6/9/2B1K4 w - - 0 1'),
    (['Check by a double knight from a3 over c2 onto e1: blockable on the',
      'intermediate square c2 (Rc3-c2), or capture Rc3xa3.'],
     '4k4/9/9/9/9/9/n1R6/9/4K4 w - - 0 1'),
    (['Bare king: Black has only its king; the game is over, no moves (White to',
      'move).'],
     '4k4/9/9/9/9/9/9/3Q5/4K4 w - - 0 1'),
    (['Bare king: Black, to move, has only its king: no moves.'],
     '4k4/9/9/9/9/9/9/3Q5/4K4 b - - 0 1'),
    (['Bare king: White has only its king (Black to move): no moves.'],
     '4k4/4r4/9/9/9/9/9/9/4K4 b - - 0 1'),
    (['Both kings bare: no moves.'],
     '4k4/9/9/9/9/9/9/9/4K4 w - - 0 1'),
    (['Last pieces: Black\'s only piece besides the king is the rook e5; the',
      'rook e3 can take it (two squares), after which Black is bare and the game',
      'is over (that child has no moves).'],
     '4k4/9/9/9/4r4/9/4R4/9/4K4 w - - 0 1'),
    (['Capturing the last piece ends the game: Black\'s knight d5 can be taken',
      'by the rook d3 or the queen f3 (both two squares away).'],
     '4k4/9/9/9/3n5/9/3R1Q3/9/4K4 w - - 0 1'),
    (['Stalemate: Black (to move) has a king and an immobile pawn i8 and no',
      'legal move, not in check: the game is over (a win for White).'],
     'k8/8p/1K1B5/9/9/9/9/9/9 b - - 0 1'),
    (['Checkmate: the Black king a9 is checked by the rook a6 (range 3), escapes',
      'covered by the king b7 and the bishop d7.'],
     'k8/8p/1K1B5/R8/9/9/9/9/9 b - - 0 1'),
    (['Checkmate by a double knight: c5 over b7 onto a9; b9 is covered by the',
      'bishop d7, the Black pawns a8 and b8 cannot move.'],
     'k8/pp7/3B5/9/2N6/9/9/9/4K4 b - - 0 1'),
    (['White to move can stalemate (Qf5-c8) and thereby win: stalemated',
      'children count no moves.'],
     'k8/8p/2K6/9/5Q3/9/9/9/9 w - - 0 1'),
]


def hand_positions(variant):
    return TURKISH_POSITIONS if variant == 'turkish' else TRANSFORMER_POSITIONS


RANDOM_PLAN = {
    # variant: list of (seed, [plies]); positions reached by random games,
    # odd plies have Black to move
    'turkish': [(11, [8, 25]), (12, [17, 40]), (13, [12, 31]), (14, [21, 50]),
                (15, [36, 63]), (16, [90, 121])],
    'transformer': [(21, [7, 20]), (22, [13, 30]), (23, [16, 41]), (24, [25, 50]),
                    (25, [9, 61]), (26, [101, 150])],
}


def all_positions(vname):
    v = VARIANTS[vname]
    out = []
    for comments, fen in hand_positions(vname):
        pos = parse_fen(v, fen)
        check_sane(pos, fen)
        out.append((comments, fen))
    for seed, plies in RANDOM_PLAN[vname]:
        for ply, pos in random_game_positions(v, seed, set(plies)):
            fen = to_fen(pos)
            check_sane(parse_fen(v, fen), fen)
            out.append((['Random game (seed %d, this reference\'s moves), after %d plies.'
                         % (seed, ply)], fen))
    return out


def check_sane(pos, fen):
    kings = [p for p in pos.board.values() if p in 'Kk']
    assert sorted(kings) == ['K', 'k'], fen
    assert not in_check(pos, other(pos.turn)), 'side not to move is in check: ' + fen
    for sq, p in pos.board.items():
        if p.upper() == 'P' and pos.v.pawn_kind == 'orthodox':
            assert 0 < sq[1] < pos.v.ranks - 1, 'pawn on first/last rank: ' + fen


def depths_for(engine, fen, max_nodes, min_depth=3, max_depth=8, hard_max=20000000):
    counts = []
    for d in range(1, max_depth + 1):
        if d > min_depth and counts:
            prev = counts[-1]
            if prev == 0:
                break
            branching = prev / counts[-2] if len(counts) > 1 and counts[-2] else prev
            if prev * max(branching, 1) > max_nodes:
                break
        n = engine.perft(fen, d)
        if d > min_depth and n > hard_max:
            break   # the estimate was too low: keep counts below ~20 million
        counts.append(n)
    return counts


def make_epd(args):
    vname = args.variant
    v = VARIANTS[vname]
    engine = UciEngine(args.engine, vname)
    lines = ['# Turnpan perft reference: %s. Generated by scripts/reference/variant_ref.py' % vname,
             '# make-epd (see scripts/reference/README.md). Counts: Fairy-Stockfish built from',
             '# pyffish %s sources with scripts/reference/variants.ini; every depth with at'
             % args.pyffish_version,
             '# most %d nodes was recomputed by variant_ref.py (independent Python' % args.verify_nodes,
             '# reference), every depth with at most %d nodes also by the pyffish' % args.pyffish_nodes,
             '# binding; all equal.',
             '# Format: FEN ;D1 n ;D2 n ... Engine coordinates (1-based ranks).']
    total_t = time.time()
    for idx, (comments, fen) in enumerate(all_positions(vname)):
        t0 = time.time()
        counts = depths_for(engine, fen, args.max_nodes)
        pos = parse_fen(v, fen)
        for d, n in enumerate(counts, 1):
            if n > args.verify_nodes:
                break
            mine = perft(pos, d)
            if mine != n:
                fsf_div, _ = engine.divide(fen, d)
                my_div = divide(pos, d)
                diff = {m: (my_div.get(m), fsf_div.get(m))
                        for m in set(my_div) | set(fsf_div) if my_div.get(m) != fsf_div.get(m)}
                raise SystemExit('MISMATCH %s depth %d: ref %d fsf %d\n%s' % (fen, d, mine, n, diff))
            if n <= args.pyffish_nodes:
                pf = pyffish_perft(vname, fen, d)
                if pf != n:
                    raise SystemExit('pyffish MISMATCH %s depth %d: %d vs %d' % (fen, d, pf, n))
        for c in comments:
            lines.append('# ' + c)
        lines.append(fen + ' ' + ' '.join(';D%d %d' % (d, n) for d, n in enumerate(counts, 1)))
        print('%2d %-70s %s (%.1fs)' % (idx, fen, counts, time.time() - t0), file=sys.stderr)
    engine.close()
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, 'w') as fh:
        fh.write('\n'.join(lines) + '\n')
    print('wrote %s in %.0fs' % (args.out, time.time() - total_t), file=sys.stderr)


def read_epd(path):
    entries = []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            fields = line.split(';')
            fen = fields[0].strip()
            counts = []
            for f in fields[1:]:
                tag, n = f.split()
                assert tag == 'D%d' % (len(counts) + 1), line
                counts.append(int(n))
            entries.append((fen, counts))
    return entries


def check_epd(args):
    base = os.path.basename(args.file)
    vname = 'turkish' if 'turkish' in base else 'transformer' if 'transformer' in base else args.variant
    v = VARIANTS[vname]
    bad = checked = 0
    for fen, counts in read_epd(args.file):
        pos = parse_fen(v, fen)
        for d, n in enumerate(counts, 1):
            if n > args.max_nodes:
                break
            mine = perft(pos, d)
            checked += 1
            if mine != n:
                bad += 1
                print('MISMATCH %s D%d: file %d, reference %d' % (fen, d, n, mine))
    print('%d checked, %d mismatches' % (checked, bad))
    return 1 if bad else 0


def selftest():
    """Known orthodox chess perft counts through the same generator."""
    cases = [
        ('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', [20, 400, 8902]),
        ('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', [48, 2039]),
        ('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', [14, 191, 2812]),
        ('r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', [6, 264, 9467]),
        ('rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', [44, 1486]),
    ]
    ok = True
    # the fast attack test must agree with the obvious one
    for vname in ('turkish', 'transformer', 'chess'):
        v = VARIANTS[vname]
        for seed in range(30):
            for _, pos in random_game_positions(v, 1000 + seed, {10, 25, 40, 60}):
                for sq, p in list(pos.board.items()):
                    c = other(colour_of(p))
                    if attacked_by(pos, sq, c) != attacked_by_slow(pos, sq, c):
                        print('attack test differs', vname, to_fen(pos), sq, c)
                        ok = False
    print('attack tests compared on random positions: %s' % ('ok' if ok else 'WRONG'))
    for fen, counts in cases:
        pos = parse_fen(CHESS, fen)
        for d, n in enumerate(counts, 1):
            got = perft(pos, d)
            print('%s D%d %d %s' % (fen, d, got, 'ok' if got == n else 'WRONG (want %d)' % n))
            ok &= got == n
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    for name in ('perft', 'divide'):
        p = sub.add_parser(name)
        p.add_argument('variant', choices=sorted(VARIANTS))
        p.add_argument('depth', type=int)
        p.add_argument('fen', nargs='?')
    p = sub.add_parser('moves')
    p.add_argument('variant', choices=sorted(VARIANTS))
    p.add_argument('fen', nargs='?')
    sub.add_parser('selftest')
    p = sub.add_parser('check-epd')
    p.add_argument('file')
    p.add_argument('--variant', choices=sorted(VARIANTS), default='turkish')
    p.add_argument('--max-nodes', type=int, default=200000)
    p = sub.add_parser('make-epd')
    p.add_argument('variant', choices=['turkish', 'transformer'])
    p.add_argument('out')
    p.add_argument('--engine', required=True, help='Fairy-Stockfish binary with custom-piece support')
    p.add_argument('--max-nodes', type=int, default=12000000)
    p.add_argument('--verify-nodes', type=int, default=300000)
    p.add_argument('--pyffish-nodes', type=int, default=50000)
    p.add_argument('--pyffish-version', default='0.0.90')
    args = ap.parse_args()

    if args.cmd in ('perft', 'divide', 'moves'):
        v = VARIANTS[args.variant]
        pos = parse_fen(v, args.fen or v.start_fen)
        if args.cmd == 'perft':
            t = time.time()
            n = perft(pos, args.depth)
            print('nodes: %d  (%.1fs)' % (n, time.time() - t))
        elif args.cmd == 'divide':
            res = divide(pos, args.depth)
            for m in sorted(res):
                print('%s: %d' % (m, res[m]))
            print('nodes: %d' % sum(res.values()))
        else:
            print(' '.join(sorted(uci(m) for m in legal_moves(pos))))
        return 0
    if args.cmd == 'selftest':
        return selftest()
    if args.cmd == 'check-epd':
        return check_epd(args)
    if args.cmd == 'make-epd':
        make_epd(args)
        return 0
    return 2


if __name__ == '__main__':
    sys.exit(main())
