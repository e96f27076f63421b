#!/usr/bin/env python3
"""Move quality against a reference engine: the centipawns each move of Turnpan loses by the
reference's judgement, over a fixed set of positions. Much less noisy per CPU second than
games, so it can compare two builds of the evaluation or the search (games decide in the end).

  prepare: the reference's best move and score for positions sampled from match logs
    scripts/match/cploss.py prepare --logs /tmp/m/*.log --count 300 --out positions.json \\
        --variant2 turkishnoe --option2 VariantPath=scripts/match/variants.ini
  measure: Turnpan's move in each, scored by the reference with `go depth N searchmoves`
    scripts/match/cploss.py measure --positions positions.json --turnpan target/release/turnpan \\
        --variants scripts/match --variant turkish-noelephant --movetime 150

The loss of a move is the reference's score of its best move minus that of the played move
(mates count as 1000, losses are capped at 1000). Prints the mean loss and the share of
moves that equal the reference's.
"""

import argparse
import json
import random
import shlex
import subprocess


class Uci:
    def __init__(self, cmd, options, variant):
        self.p = subprocess.Popen(shlex.split(cmd), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for k, v in options.items():
            self.send(f"setoption name {k} value {v}")
        if variant and variant != "chess":
            self.send(f"setoption name UCI_Variant value {variant}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, prefix):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            if line.startswith(prefix):
                return line

    def go(self, moves, go):
        """Best move and last score (from the mover's side, mates as +-1000)."""
        self.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self.send("go " + go)
        score = 0
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            t = line.split()
            if "score" in t:
                k = t.index("score")
                if t[k + 1] == "cp":
                    score = int(t[k + 2])
                else:
                    score = 1000 if int(t[k + 2]) > 0 else -1000
            if line.startswith("bestmove"):
                return t[1], max(-1000, min(1000, score))

    def quit(self):
        self.send("quit")


def options(items):
    return dict(i.split("=", 1) for i in items)


def prepare(args):
    games = []
    for path in args.logs:
        for line in open(path):
            if " moves: " in line:
                games.append(line.split(" moves: ")[1].split())
    rng = random.Random(args.seed)
    picks = []
    for moves in games:
        if len(moves) > args.min_ply + 10:
            for _ in range(args.per_game):
                picks.append(moves[:rng.randrange(args.min_ply, len(moves) - 6)])
    rng.shuffle(picks)
    picks = picks[:args.count]
    ref = Uci(args.reference, options(args.option2), args.variant2)
    out = []
    for i, moves in enumerate(picks):
        best, score = ref.go(moves, f"depth {args.depth}")
        out.append({"moves": moves, "best": best, "score": score})
        print(f"{i + 1}/{len(picks)} {best} {score}", flush=True)
    ref.quit()
    json.dump({"depth": args.depth, "positions": out}, open(args.out, "w"))


def measure(args):
    data = json.load(open(args.positions))
    depth = data["depth"]
    cmd = args.turnpan + (f" --variants {args.variants}" if args.variants else "") + " uci"
    tp = Uci(cmd, options(args.option1), args.variant)
    ref = Uci(args.reference, options(args.option2), args.variant2)
    total = 0
    same = 0
    blunders = 0
    for p in data["positions"]:
        tp.send("ucinewgame")
        mv, _ = tp.go(p["moves"], args.go or f"movetime {args.movetime}")
        if mv == p["best"]:
            same += 1
            continue
        _, score = ref.go(p["moves"], f"depth {depth} searchmoves {mv}")
        loss = max(0, p["score"] - score)
        total += loss
        blunders += loss >= 100
    n = len(data["positions"])
    print(f"{args.turnpan}: {n} positions, mean loss {total / n:.1f} cp, "
          f"same move as the reference {100 * same / n:.1f}%, losses of 100 cp or more "
          f"{100 * blunders / n:.1f}%")
    tp.quit()
    ref.quit()


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    for name in ("prepare", "measure"):
        s = sub.add_parser(name)
        s.add_argument("--reference", default="/usr/games/fairy-stockfish")
        s.add_argument("--option2", action="append", default=[])
        s.add_argument("--variant2", default=None, help="the game's name for the reference")
        if name == "prepare":
            s.add_argument("--logs", nargs="+", required=True)
            s.add_argument("--count", type=int, default=300)
            s.add_argument("--depth", type=int, default=13)
            s.add_argument("--min-ply", type=int, default=10)
            s.add_argument("--per-game", type=int, default=3)
            s.add_argument("--seed", type=int, default=1)
            s.add_argument("--out", required=True)
        else:
            s.add_argument("--positions", required=True)
            s.add_argument("--turnpan", default="target/release/turnpan")
            s.add_argument("--variants")
            s.add_argument("--variant", default="chess")
            s.add_argument("--option1", action="append", default=[])
            s.add_argument("--movetime", type=int, default=150)
            s.add_argument("--go", help="Turnpan's search limit instead, as UCI `go` arguments "
                                        "(`nodes 30000`: deterministic)")
    args = p.parse_args()
    prepare(args) if args.command == "prepare" else measure(args)


if __name__ == "__main__":
    main()
