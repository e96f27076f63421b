#!/usr/bin/env python3
"""Lazy SMP speed: a few positions searched for a fixed time by `turnpan bestmove` with 1, 2, ...
threads; prints, per position and thread count, the depth completed, the nodes of all threads
and the nodes per second over the whole search.

    python3 scripts/bench-threads.py [MOVETIME_MS] [ROUNDS] [THREADS...]   (default 2000 1 1 2)
    TURNPAN=path/to/turnpan python3 scripts/bench-threads.py 2000 2 1 2

Each search is a new process with a fresh table. The thread counts of a position run one after
the other, round after round, so that a change of the machine's load touches them alike.
Times and depths depend on the machine and its load; only runs side by side compare.
"""

import json
import os
import subprocess
import sys
import time

BIN = os.environ.get("TURNPAN", "target/release/turnpan")

# (name, game, moves from the start)
POSITIONS = [
    ("chess, start", "chess", ""),
    ("chess, after 1.e4 e5 2.Nf3 Nc6", "chess", "e2e4 e7e5 g1f3 b8c6"),
    ("Turkish Chess, after e3e5 e8e6", "turkish", "e3e5 e8e6"),
    ("Turnover, start", "turnover", ""),
]


def search(variant, moves, threads, movetime):
    out = subprocess.run([BIN, "bestmove", "--variant", variant, "--moves", moves,
                          "--movetime", str(movetime), "--threads", str(threads)],
                         check=True, capture_output=True, text=True).stdout
    r = json.loads(out)
    return r["depth"], r["nodes"], r["time_ms"]


def main():
    movetime = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    counts = [int(t) for t in sys.argv[3:]] or [1, 2]
    print(f"# {time.strftime('%Y-%m-%d %H:%M')}, movetime {movetime} ms, {rounds} round(s), "
          f"load average {os.getloadavg()[0]:.2f}")
    print("| position | threads | depth | nodes | nodes/s |")
    print("|---|---|---|---|---|")
    for name, variant, moves in POSITIONS:
        runs = {t: [] for t in counts}
        for _ in range(rounds):
            for threads in counts:
                runs[threads].append(search(variant, moves, threads, movetime))
        for threads in counts:
            depths = ", ".join(str(d) for d, _, _ in runs[threads])
            nodes = ", ".join(f"{n:,}" for _, n, _ in runs[threads])
            nps = ", ".join(f"{n * 1000 // max(ms, 1):,}" for _, n, ms in runs[threads])
            print(f"| {name} | {threads} | {depths} | {nodes} | {nps} |", flush=True)
    print(f"# load average at the end {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
