#!/usr/bin/env python3
"""Play matches between Turnpan and other engines (UCI or XBoard) at a fixed time per move.

The referee is Turnpan's own rules (`turnpan position --json`), so any game Turnpan knows can be
played, including user variants loaded with --variants. Each opening (a few random legal plies
from the start position, the same for both engines) is played twice, colours swapped.

Examples (from the repository root, after `cargo build --release`):

  scripts/match/match.py --games 20 --movetime 200 --xboard-time 130 \
      --engine1 "uci:target/release/turnpan uci" \
      --engine2 "xboard:/usr/games/fairymax"

  (An XBoard engine gets a clock, not a time per move, and may spend only part of it: Fairy-Max
  spends about 30 ms of a 20-centisecond clock and about 200 ms of 130. Calibrate
  --xboard-time until the averages printed at the end agree; the script warns when they do
  not.)

  scripts/match/match.py --variant turkish-noelephant --games 20 --movetime 200 \
      --variants scripts/match \
      --engine1 "uci:target/release/turnpan --variants scripts/match uci" \
      --engine2 "uci:/usr/games/fairy-stockfish" \
      --option2 VariantPath=scripts/match/variants.ini --variant2 turkishnoe

  scripts/match/match.py --games 20 --movetime 100 \
      --engine1 "uci:target/release/turnpan uci" --option1 Level=5 \
      --engine2 "uci:target/release/turnpan uci" --option2 Level=4
"""

import argparse
import json
import math
import random
import shlex
import subprocess
import sys
import time


def elo(p):
    """The rating difference that expects the score share `p` (0 < p < 1)."""
    return -400 * math.log10(1 / p - 1)


def elo_summary(wins, draws, losses):
    """Engine 1's rating difference with a 95% interval, from the spread of the game scores.

    >>> elo_summary(10, 20, 10)
    'Elo difference +0 (95%: -77 to +77), from 40 games'
    >>> elo_summary(12, 3, 65)
    'Elo difference -277 (95%: -403 to -193), from 80 games'
    >>> elo_summary(0, 0, 40)
    'Elo difference below what 40 games can measure (no game won)'
    """
    n = wins + draws + losses
    if n == 0:
        return "no games"
    p = (wins + draws / 2) / n
    if p <= 0 or p >= 1:
        side, none = ("below", "won") if p <= 0 else ("above", "lost")
        return f"Elo difference {side} what {n} games can measure (no game {none})"
    variance = (wins * (1 - p) ** 2 + draws * (0.5 - p) ** 2 + losses * p ** 2) / n
    margin = 1.96 * math.sqrt(variance / n)
    # An interval running past the games' own resolution stops at half a game.
    lo, hi = max(p - margin, 0.5 / n), min(p + margin, 1 - 0.5 / n)
    return (f"Elo difference {round(elo(p)):+d} (95%: {round(elo(lo)):+d} to "
            f"{round(elo(hi)):+d}), from {n} games")


class Referee:
    def __init__(self, turnpan, variant, variants_dir):
        self.cmd = [turnpan]
        if variants_dir:
            self.cmd += ["--variants", variants_dir]
        self.variant = variant

    def state(self, moves):
        out = subprocess.run(
            self.cmd + ["position", "--variant", self.variant, "--moves", " ".join(moves), "--json"],
            capture_output=True, text=True, check=False)
        if out.returncode != 0:
            raise RuntimeError(out.stderr.strip())
        return json.loads(out.stdout)


class Engine:
    def __init__(self, spec, options, variant, name):
        proto, cmd = spec.split(":", 1)
        self.proto = proto
        self.name = name
        self.variant = variant
        self.options = options
        self.proc = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.think_time = 0.0
        self.moves_made = 0
        if proto == "uci":
            self.send("uci")
            self.wait_for("uciok")
            for k, v in options.items():
                self.send(f"setoption name {k} value {v}")
            if variant != "chess":
                self.send(f"setoption name UCI_Variant value {variant}")
            self.send("isready")
            self.wait_for("readyok")
        else:
            self.send("xboard")
            self.send("protover 2")
            time.sleep(0.3)
            self.send("ping 1")
            self.wait_for("pong 1")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.name} exited")
            line = line.strip()
            if line.startswith(prefix):
                return line

    def new_game(self):
        self.sent = 0
        if self.proto == "uci":
            self.send("ucinewgame")
            self.send("isready")
            self.wait_for("readyok")
        else:
            self.send("new")
            if self.variant != "chess":
                self.send(f"variant {self.variant}")
            self.send("force")
            self.send("post")

    def go(self, moves, movetime_ms, xboard_time_cs):
        start = time.time()
        if self.proto == "uci":
            self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
            self.send(f"go movetime {movetime_ms}")
            move = self.wait_for("bestmove").split()[1]
        else:
            for m in moves[self.sent:]:
                self.send(m)
            # One move per session, fresh time each move: a fixed time per move.
            self.send("level 1 0:01 0")
            self.send(f"time {xboard_time_cs}")
            self.send(f"otim {xboard_time_cs}")
            self.send("go")
            line = self.wait_for("move ")
            move = line.split()[1]
            self.send("force")
            self.sent = len(moves) + 1
        self.think_time += time.time() - start
        self.moves_made += 1
        return move

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=2)
        except Exception:
            self.proc.kill()


def opening(referee, rng, plies):
    moves = []
    for _ in range(plies):
        st = referee.state(moves)
        if st["outcome"] or not st["legal"]:
            break
        moves.append(rng.choice(st["legal"]))
    return moves


def play(referee, white, black, start_moves, args):
    moves = list(start_moves)
    for e in (white, black):
        e.new_game()
    while True:
        st = referee.state(moves)
        if st["outcome"]:
            return st["outcome"]["result"], st["outcome"]["reason"], moves
        if len(moves) >= args.max_plies:
            return "1/2-1/2", "adjudicated-max-plies", moves
        mover = white if st["turn"] == "white" else black
        movetime = args.movetime2 if mover is args.engine2_obj and args.movetime2 else args.movetime
        mv = mover.go(moves, movetime, args.xboard_time)
        if mv not in st["legal"]:
            loser = "0-1" if mover is white else "1-0"
            return loser, f"illegal-move-{mv}-by-{mover.name}", moves
        moves.append(mv)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--turnpan", default="target/release/turnpan")
    p.add_argument("--variant", default="chess")
    p.add_argument("--variants", help="directory of Turnpan variant files for the referee")
    p.add_argument("--engine1", required=True)
    p.add_argument("--engine2", required=True)
    p.add_argument("--name1", default="engine1")
    p.add_argument("--name2", default="engine2")
    p.add_argument("--option1", action="append", default=[])
    p.add_argument("--option2", action="append", default=[])
    p.add_argument("--variant1", help="variant name for engine 1 (default --variant)")
    p.add_argument("--variant2", help="variant name for engine 2 (default --variant)")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--movetime", type=int, default=200, help="ms per move for UCI engines")
    p.add_argument("--movetime2", type=int, default=None,
                   help="ms per move for engine 2 when it differs (a time handicap, to measure "
                        "changes against a much stronger engine; the summary says so)")
    p.add_argument("--xboard-time", type=int, default=None,
                   help="centiseconds on an XBoard engine's clock for each move (default "
                        "movetime/10); calibrate so that its average think time matches")
    p.add_argument("--opening-plies", type=int, default=4)
    p.add_argument("--max-plies", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--log", help="append one line per game here")
    args = p.parse_args()
    if args.xboard_time is None:
        args.xboard_time = max(1, args.movetime // 10)
    opts = lambda items: dict(i.split("=", 1) for i in items)
    referee = Referee(args.turnpan, args.variant, args.variants)
    e1 = Engine(args.engine1, opts(args.option1), args.variant1 or args.variant, args.name1)
    e2 = Engine(args.engine2, opts(args.option2), args.variant2 or args.variant, args.name2)
    args.engine2_obj = e2
    rng = random.Random(args.seed)
    score1 = 0.0
    wins = draws = losses = 0
    log = open(args.log, "a") if args.log else None
    start_moves = None
    for g in range(args.games):
        if g % 2 == 0:
            start_moves = opening(referee, rng, args.opening_plies)
        white, black = (e1, e2) if g % 2 == 0 else (e2, e1)
        result, reason, moves = play(referee, white, black, start_moves, args)
        if result == "1/2-1/2":
            s1 = 0.5
            draws += 1
        elif (result == "1-0") == (white is e1):
            s1 = 1.0
            wins += 1
        else:
            s1 = 0.0
            losses += 1
        score1 += s1
        line = f"game {g + 1}: {white.name} - {black.name} {result} ({reason}, {len(moves)} plies)"
        print(line, flush=True)
        if log:
            log.write(line + " moves: " + " ".join(moves) + "\n")
            log.flush()
    n = args.games
    times = f"{args.movetime} ms/move"
    if args.movetime2 and args.movetime2 != args.movetime:
        times = f"{args.movetime} against {args.movetime2} ms/move (time handicap)"
    print(f"{args.name1} vs {args.name2}, {args.variant}, {n} games, {times}: "
          f"+{wins} ={draws} -{losses}, score {score1}/{n} = {100 * score1 / n:.1f}%")
    print("  " + elo_summary(wins, draws, losses))
    averages = [e.think_time / max(1, e.moves_made) * 1000 for e in (e1, e2)]
    for e, average in zip((e1, e2), averages):
        print(f"  {e.name}: {average:.0f} ms per move on average (wall clock)")
    if max(averages) > 1.2 * max(1.0, min(averages)) and not args.movetime2:
        print("  warning: the engines did not think equally long; the score is not at equal time "
              "(for an XBoard engine, calibrate --xboard-time; Turnpan's levels stop at their "
              "own limits, as intended)")
    e1.quit()
    e2.quit()


if __name__ == "__main__":
    main()
