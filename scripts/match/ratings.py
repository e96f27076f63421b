#!/usr/bin/env python3
"""Ratings on one Elo scale from the games of several matches (match.py --log files).

Each player's rating is fitted to every game it played (a Bradley-Terry model by maximum
likelihood, a draw counting half a win for each side), so players that never met are placed
through the ones they did meet. The scale's zero is the --anchor player; the 95% intervals come
from refitting on games drawn with replacement (--samples times).

  scripts/match/ratings.py --anchor fairymax /tmp/levels/games.log

The fit, on three players of whom a beats b 3 to 1 and b beats c 3 to 1 (191 Elo each
without the half point of prior the fit adds to every pairing, 166 with it):

>>> games = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)] + [("b", "c", 1.0)] * 3 + [("b", "c", 0.0)]
>>> r = fit(games, "b")
>>> round(r["a"]), round(r["b"]), round(r["c"])
(166, 0, -166)

A game reads as "game N: WHITE - BLACK RESULT ...":

>>> parse_line("game 3: level2 - level1 1/2-1/2 (repetition, 40 plies) moves: e2e4")
('level2', 'level1', 0.5)
"""

import argparse
import math
import random
import re
import sys

LINE = re.compile(r"^game \d+: (\S+) - (\S+) (1-0|0-1|1/2-1/2) ")


def parse_line(line):
    """(white, black, white's score) of a logged game, or None."""
    m = LINE.match(line)
    if not m:
        return None
    score = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}[m.group(3)]
    return (m.group(1), m.group(2), score)


def fit(games, anchor, rounds=2000):
    """Elo ratings (anchor = 0) maximising the likelihood of `games` [(a, b, a's score)]."""
    players = sorted({p for a, b, _ in games for p in (a, b)})
    wins = {p: 0.0 for p in players}
    pairs = {}
    for a, b, s in games:
        wins[a] += s
        wins[b] += 1.0 - s
        key = tuple(sorted((a, b)))
        pairs[key] = pairs.get(key, 0) + 1
    # A player who won or lost everything has no finite rating: half a point of prior against
    # each opponent keeps every rating finite (and the all-winner far above the others).
    for (a, b), n in pairs.items():
        wins[a] += 0.25
        wins[b] += 0.25
        pairs[(a, b)] = n + 0.5
    gamma = {p: 1.0 for p in players}
    for _ in range(rounds):
        new = {}
        for p in players:
            denom = 0.0
            for (a, b), n in pairs.items():
                if p in (a, b):
                    q = b if p == a else a
                    denom += n / (gamma[p] + gamma[q])
            new[p] = wins[p] / denom if denom else gamma[p]
        norm = new[anchor] if anchor in new else 1.0
        gamma = {p: g / norm for p, g in new.items()}
    return {p: 400.0 * math.log10(g) for p, g in gamma.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("logs", nargs="+", help="match.py --log files")
    ap.add_argument("--anchor", required=True, help="the player rated 0")
    ap.add_argument("--samples", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    games = []
    for path in args.logs:
        with open(path) as f:
            games.extend(g for g in map(parse_line, f) if g)
    if not any(args.anchor in (a, b) for a, b, _ in games):
        sys.exit(f"no game of the anchor '{args.anchor}'")
    rating = fit(games, args.anchor)
    rng = random.Random(args.seed)
    samples = {p: [] for p in rating}
    for _ in range(args.samples):
        drawn = [rng.choice(games) for _ in games]
        if not any(args.anchor in (a, b) for a, b, _ in drawn):
            continue
        for p, r in fit(drawn, args.anchor, rounds=300).items():
            samples[p].append(r)
    played = {p: sum(1 for a, b, _ in games if p in (a, b)) for p in rating}
    print(f"{len(games)} games; ratings relative to {args.anchor}, 95% intervals from "
          f"{args.samples} resamples")
    for p in sorted(rating, key=rating.get):
        s = sorted(samples[p])
        lo, hi = (s[int(0.025 * len(s))], s[int(0.975 * len(s)) - 1]) if s else (0, 0)
        print(f"{p:12} {rating[p]:+6.0f}  ({lo:+.0f} to {hi:+.0f})  {played[p]} games")


if __name__ == "__main__":
    main()
