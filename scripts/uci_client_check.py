#!/usr/bin/env python3
"""Drives `turnpan uci` through python-chess's engine API, a real UCI client (issue 27, part 2).

    python3 scripts/uci_client_check.py [path/to/turnpan]   (default target/debug/turnpan)

Each check raises on a failure; the script exits non-zero then. What it covers: the handshake
and the options python-chess reads, `analyse` with a depth and with MultiPV, `play` with clocks
(the move comes within the time), `go movetime`, `go nodes`, `go mate`, `searchmoves`
(`root_moves`), `info hashfull`, a ponder search answered at `ponderhit`, `stop` during an
infinite analysis, and a search with `Threads` 2 that runs long enough (3.5 s) to announce
its root moves (`info currmove`).
"""

import sys
import time

import chess
import chess.engine

BIN = sys.argv[1] if len(sys.argv) > 1 else "target/debug/turnpan"


def check(ok, what):
    if not ok:
        raise AssertionError(what)
    print("ok -", what)


def main():
    engine = chess.engine.SimpleEngine.popen_uci([BIN, "uci"], timeout=30)
    try:
        opts = engine.options
        for name in ("Hash", "Threads", "MultiPV", "Ponder", "Move Overhead", "UCI_Variant"):
            check(name in opts, f"option {name} is announced")
        check(opts["MultiPV"].max == 5, "MultiPV goes up to 5")
        check(opts["Threads"].default == 1 and opts["Threads"].max == 64, "Threads 1, up to 64")
        engine.configure({"Move Overhead": 50, "Hash": 8})

        start = chess.Board()
        info = engine.analyse(start, chess.engine.Limit(depth=6))
        check(info["depth"] >= 6, "analyse to depth 6 reports depth 6")
        check(info["pv"][0] in start.legal_moves, "the principal variation starts legally")
        check("hashfull" in info and 0 < info["hashfull"] <= 1000, "info hashfull is given")

        lines = engine.analyse(start, chess.engine.Limit(depth=5), multipv=3)
        check(len(lines) == 3, "MultiPV 3 gives three lines")
        firsts = {line["pv"][0] for line in lines}
        check(len(firsts) == 3, "the three lines start with three different moves")
        scores = [line["score"].white().score(mate_score=100000) for line in lines]
        check(scores == sorted(scores, reverse=True), "the lines come best first")

        # A mate in two, found by `go mate 2`.
        mate2 = chess.Board("6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1")
        info = engine.analyse(mate2, chess.engine.Limit(mate=2))
        check(info["score"].relative == chess.engine.Mate(1) or info["score"].relative == chess.engine.Mate(2),
              "go mate 2 finds the mate")

        # searchmoves: only the moves asked for.
        asked = [chess.Move.from_uci("a2a3"), chess.Move.from_uci("h2h3")]
        result = engine.play(start, chess.engine.Limit(depth=5), root_moves=asked)
        check(result.move in asked, "searchmoves keeps the search to the moves given")

        # go nodes and go movetime.
        info = engine.analyse(start, chess.engine.Limit(nodes=20000))
        check(info["nodes"] <= 40000, "go nodes 20000 stops near 20,000 nodes")
        began = time.monotonic()
        result = engine.play(start, chess.engine.Limit(time=0.5))
        took = time.monotonic() - began
        check(0.35 <= took <= 1.5, f"go movetime 500 answers in about half a second ({took:.3f} s)")

        # A game with clocks: every move comes well within the time left.
        board = chess.Board()
        white, black = 3.0, 3.0
        for _ in range(8):
            began = time.monotonic()
            result = engine.play(board, chess.engine.Limit(white_clock=white, black_clock=black,
                                                           white_inc=0.1, black_inc=0.1))
            took = time.monotonic() - began
            if board.turn == chess.WHITE:
                white += 0.1 - took
            else:
                black += 0.1 - took
            check(result.move in board.legal_moves and min(white, black) > 0,
                  f"move {board.fullmove_number} with clocks in {took:.3f} s")
            board.push(result.move)

        # Ponder: the engine thinks on the expected reply and answers at ponderhit.
        board = chess.Board()
        result = engine.play(board, chess.engine.Limit(time=0.2), ponder=True)
        check(result.ponder is not None, "a ponder move is proposed")
        board.push(result.move)
        board.push(result.ponder)
        began = time.monotonic()
        result = engine.play(board, chess.engine.Limit(time=0.3), ponder=True)
        took = time.monotonic() - began
        check(result.move in board.legal_moves and took < 2.0,
              f"a pondering engine answers after ponderhit ({took:.3f} s)")

        # stop during an infinite analysis.
        with engine.analysis(start) as analysis:
            time.sleep(0.3)
            began = time.monotonic()
            analysis.stop()
            best = analysis.wait()
            took = time.monotonic() - began
        check(best.move in start.legal_moves and took < 1.0, f"stop is answered ({took:.3f} s)")

        # Two threads: a timed search ends in time with a legal move, and past three seconds
        # of an analysis the root moves are announced as they start (it stops at the first).
        engine.configure({"Threads": 2})
        board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        began = time.monotonic()
        result = engine.play(board, chess.engine.Limit(time=0.5))
        took = time.monotonic() - began
        check(result.move in board.legal_moves and 0.35 <= took <= 1.5,
              f"go movetime 500 with Threads 2 answers in time ({took:.3f} s)")
        currmove = None
        began = time.monotonic()
        with engine.analysis(board) as analysis:
            for info in analysis:
                if "currmove" in info or time.monotonic() - began > 15:
                    currmove = info.get("currmove"), info.get("currmovenumber")
                    break
            analysis.stop()
            best = analysis.wait()
        took = time.monotonic() - began
        check(currmove[0] in board.legal_moves and currmove[1] >= 1 and took >= 3.0,
              f"info currmove {currmove[0]} (number {currmove[1]}) after {took:.1f} s")
        check(best.move in board.legal_moves, "the analysis with Threads 2 stops with a move")
        engine.configure({"Threads": 1})
    finally:
        engine.quit()


if __name__ == "__main__":
    main()
