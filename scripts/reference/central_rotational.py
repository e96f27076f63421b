#!/usr/bin/env python3
"""Reference move generator / perft for Central Rotational Chess (CRC).

Rules: docs/rules/central-rotational.md (authoritative).  Built on
python-chess, whose *pseudo-legal* move generation is used unchanged:

* moves are pseudo-legal chess moves (the mover may leave or put his king
  en prise); castling keeps the attacked-square conditions, judged on the
  position before the move (python-chess checks the king square, the crossing
  square and the destination); promotions to Q, R, B, N;
* a move that captures the enemy king ends the game: no rotation, and the
  resulting position (one king missing) has no moves;
* after every other move the contents of the centre rotate simultaneously:
  e4 -> d4, d4 -> d5, d5 -> e5, e5 -> e4;
* a double step creates an en-passant right only if the double-stepped pawn
  still stands on its arrival square after the rotation (so a double step to
  d4/e4/d5/e5 never does); the target is the passed-over square and the
  capturer must stand beside the victim after the rotation;
* the FEN en-passant field is written only when a (pseudo-legal) en-passant
  capture exists; when reading, a field that does not describe a valid right
  is ignored;
* a side with no pseudo-legal move has no moves (draw).

Usage:
    python3 central_rotational.py FEN DEPTH [--divide]
    python3 central_rotational.py --self-test
"""

import sys

import chess

E4, D4, D5, E5 = chess.E4, chess.D4, chess.D5, chess.E5
CENTRE = (E4, D4, D5, E5)
CENTRE_BB = chess.BB_E4 | chess.BB_D4 | chess.BB_D5 | chess.BB_E5
# destination <- source for one clockwise step (as seen from White)
ROTATION_SOURCES = ((D4, E4), (D5, D4), (E5, D5), (E4, E5))

START_FEN = chess.STARTING_FEN


def rotate_centre(board):
    """Cycle the contents of the centre squares: e4->d4->d5->e5->e4.

    Uses python-chess's internal square setters: the public set_piece_at /
    remove_piece_at would clear the move stack that push/pop rely on.
    """
    pieces = {sq: board.piece_at(sq) for sq in CENTRE}
    for dst, src in ROTATION_SOURCES:
        board._remove_piece_at(dst)
        p = pieces[src]
        if p is not None:
            board._set_piece_at(dst, p.piece_type, p.color)


def _valid_ep(board, ep_square):
    """Whether ep_square describes a CRC en-passant right for the side to move."""
    if ep_square is None:
        return False
    if board.turn == chess.WHITE:
        if chess.square_rank(ep_square) != 5:
            return False
        victim, origin = ep_square - 8, ep_square + 8
    else:
        if chess.square_rank(ep_square) != 2:
            return False
        victim, origin = ep_square + 8, ep_square - 8
    if victim in CENTRE:  # a double step into the centre is rotated away at once
        return False
    if board.piece_at(ep_square) is not None or board.piece_at(origin) is not None:
        return False
    return board.piece_at(victim) == chess.Piece(chess.PAWN, not board.turn)


def load(fen):
    """Parse a FEN into a python-chess Board (standard castling, no chess960)."""
    board = chess.Board(fen, chess960=False)
    if not _valid_ep(board, board.ep_square):
        board.ep_square = None
    return board


def to_fen(board):
    # "xfen" writes the field only if a pseudo-legal en-passant capture exists
    return board.fen(en_passant="xfen")


def has_both_kings(board):
    return (board.kings & board.occupied_co[chess.WHITE] != 0
            and board.kings & board.occupied_co[chess.BLACK] != 0)


def moves(board):
    """All CRC moves of the side to move (empty if a king is missing)."""
    if not has_both_kings(board):
        return []
    return list(board.generate_pseudo_legal_moves())


def captures_king(board, move):
    return board.piece_type_at(move.to_square) == chess.KING


def push(board, move):
    """Play a CRC move in place (undo with board.pop()).  Returns True if the
    move captured the enemy king (game over, no rotation)."""
    if captures_king(board, move):
        board.push(move)
        board.ep_square = None
        return True
    board.push(move)  # python-chess sets ep_square after every double step
    rotate_centre(board)
    if board.ep_square is not None and move.to_square in CENTRE:
        board.ep_square = None  # the victim has been rotated away
    return False


def play(fen, uci):
    """FEN after playing one move given in UCI (e.g. e2e4)."""
    board = load(fen)
    move = chess.Move.from_uci(uci)
    if move not in moves(board):
        raise ValueError("illegal move %s in %s" % (uci, fen))
    push(board, move)
    return to_fen(board)


def _perft(board, depth):
    if depth == 0:
        return 1
    if not has_both_kings(board):
        return 0
    ms = list(board.generate_pseudo_legal_moves())
    if depth == 1:
        return len(ms)
    total = 0
    for m in ms:
        if push(board, m):  # king captured: the game is over, no leaves below
            board.pop()
            continue
        total += _perft(board, depth - 1)
        board.pop()
    return total


def perft(fen, depth):
    return _perft(load(fen), depth)


def divide(fen, depth):
    board = load(fen)
    out = []
    for m in moves(board):
        if depth <= 1:
            out.append((m.uci(), 1))
            continue
        king = push(board, m)
        out.append((m.uci(), 0 if king else _perft(board, depth - 1)))
        board.pop()
    return out


def self_test():
    # Spec example: 1.e4 d5
    fen = play(START_FEN, "e2e4")
    assert fen == "rnbqkbnr/pppppppp/8/8/3P4/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", fen
    fen = play(fen, "d7d5")
    assert fen == "rnbqkbnr/ppp1pppp/8/3Pp3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", fen
    # Double step on a side file next to an enemy pawn creates the right.
    fen = play("4k3/2p5/8/1P6/8/8/8/4K3 b - - 0 1", "c7c5")
    assert fen == "4k3/8/8/1Pp5/8/8/8/4K3 w - c6 0 2", fen
    assert "b5c6" in [m.uci() for m in moves(load(fen))]
    assert play(fen, "b5c6") == "4k3/8/2P5/8/8/8/8/4K3 b - - 0 2"
    # The rotation carries the would-be capturer away from d5 (to e5).
    fen = play("4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1", "c7c5")
    assert fen == "4k3/8/8/2p1P3/8/8/8/4K3 w - - 0 2", fen
    # ...and brings a pawn from e4 to d4 beside a double-stepped c4 pawn.
    fen = play("4k3/8/8/8/4p3/8/2P5/4K3 w - - 0 1", "c2c4")
    assert fen == "4k3/8/8/8/2Pp4/8/8/4K3 b - c3 0 1", fen
    # A double step into the centre never creates the right (field ignored).
    assert "e5d6" not in [m.uci() for m in moves(load("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"))]
    fen = play("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5")
    assert fen == "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 2", fen
    # King capture: no rotation, no further moves.
    fen = play("4k3/8/8/8/8/8/4q3/4K3 b - - 0 1", "e2e1")
    assert fen == "4k3/8/8/8/8/8/8/4q3 w - - 0 2", fen
    assert moves(load(fen)) == [] and perft(fen, 3) == 0
    # Moving into attack is allowed (pseudo-legal): Kxe2 defended or not.
    assert perft("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1", 1) == 5
    # Castling keeps the attacked-square conditions.
    assert perft("3rkr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", 1) == 24
    ms = [m.uci() for m in moves(load("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1"))]
    assert "e1g1" in ms and "e1c1" in ms
    print("self-test passed")


def main(argv):
    if argv[1:] == ["--self-test"]:
        self_test()
        return 0
    args = [a for a in argv[1:] if a != "--divide"]
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    fen, depth = args[0], int(args[1])
    if "--divide" in argv:
        total = 0
        for uci, n in divide(fen, depth):
            print("%s: %d" % (uci, n))
            total += n
        print()
        print("Nodes searched: %d" % total)
    else:
        print(perft(fen, depth))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
