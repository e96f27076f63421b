#!/usr/bin/env python3
"""Second, fully independent Central Rotational Chess move generator.

Plain 64-square mailbox, no python-chess.  Used by gen_crc_suite.py to
cross-check central_rotational.py (which is built on python-chess) on every
count up to a node budget.  Same rules (docs/rules/central-rotational.md),
written from the spec a second time so that a misunderstanding of
python-chess internals would show up as a disagreement.

Usage: python3 crc_mailbox.py FEN DEPTH [--divide]
"""

import sys

FILES = "abcdefgh"
CENTRE = (27, 28, 35, 36)  # d4 e4 d5 e5
# new content of square <- old content of square (e4->d4, d4->d5, d5->e5, e5->e4)
ROT = ((27, 28), (35, 27), (36, 35), (28, 36))

KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))
ORTH = ((1, 0), (-1, 0), (0, 1), (0, -1))


def sq(name):
    return FILES.index(name[0]) + 8 * (int(name[1]) - 1)


def name(s):
    return FILES[s % 8] + str(s // 8 + 1)


def white(p):
    return p is not None and p.isupper()


def colour_of(p):
    return None if p is None else ("w" if p.isupper() else "b")


class Pos:
    __slots__ = ("b", "turn", "castle", "ep")

    def __init__(self, b, turn, castle, ep):
        self.b, self.turn, self.castle, self.ep = b, turn, castle, ep


def parse(fen):
    f = fen.split()
    b = [None] * 64
    rank = 7
    for row in f[0].split("/"):
        file = 0
        for ch in row:
            if ch.isdigit():
                file += int(ch)
            else:
                b[rank * 8 + file] = ch
                file += 1
        rank -= 1
    turn = f[1]
    castle = set(c for c in f[2] if c in "KQkq")
    ep = None if len(f) < 4 or f[3] == "-" else sq(f[3])
    pos = Pos(b, turn, castle, ep)
    if ep is not None and not ep_ok(pos, ep):
        pos.ep = None
    return pos


def ep_ok(pos, t):
    b = pos.b
    if pos.turn == "w":
        if t // 8 != 5:
            return False
        victim, origin, want = t - 8, t + 8, "p"
    else:
        if t // 8 != 2:
            return False
        victim, origin, want = t + 8, t - 8, "P"
    return (victim not in CENTRE and b[t] is None and b[origin] is None
            and b[victim] == want)


def on(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def attacked(b, s, by):
    """Is square s attacked by side `by` ('w'/'b')?"""
    f, r = s % 8, s // 8
    up = by == "w"
    pawn, knight, king = ("P", "N", "K") if up else ("p", "n", "k")
    bishops = ("B", "Q") if up else ("b", "q")
    rooks = ("R", "Q") if up else ("r", "q")
    pr = r - 1 if up else r + 1  # a white pawn attacking s stands one rank below
    for df in (-1, 1):
        if on(f + df, pr) and b[pr * 8 + f + df] == pawn:
            return True
    for df, dr in KNIGHT:
        if on(f + df, r + dr) and b[(r + dr) * 8 + f + df] == knight:
            return True
    for df, dr in KING:
        if on(f + df, r + dr) and b[(r + dr) * 8 + f + df] == king:
            return True
    for dirs, kinds in ((DIAG, bishops), (ORTH, rooks)):
        for df, dr in dirs:
            x, y = f + df, r + dr
            while on(x, y):
                p = b[y * 8 + x]
                if p is not None:
                    if p in kinds:
                        return True
                    break
                x += df
                y += dr
    return False


def has_kings(b):
    return "K" in b and "k" in b


def gen(pos):
    """Moves as (from, to, promo) tuples; promo is a lower-case letter or ''."""
    b = pos.b
    if not has_kings(b):
        return []
    me = pos.turn
    out = []
    for s in range(64):
        p = b[s]
        if p is None or colour_of(p) != me:
            continue
        f, r = s % 8, s // 8
        k = p.lower()
        if k == "p":
            dr = 1 if me == "w" else -1
            start, last = (1, 7) if me == "w" else (6, 0)
            promos = ("q", "r", "b", "n")
            t = s + 8 * dr
            if on(f, r + dr) and b[t] is None:
                if r + dr == last:
                    out += [(s, t, x) for x in promos]
                else:
                    out.append((s, t, ""))
                    t2 = t + 8 * dr
                    if r == start and b[t2] is None:
                        out.append((s, t2, ""))
            for df in (-1, 1):
                if not on(f + df, r + dr):
                    continue
                t = (r + dr) * 8 + f + df
                q = b[t]
                if (q is not None and colour_of(q) != me) or (q is None and t == pos.ep):
                    if r + dr == last:
                        out += [(s, t, x) for x in promos]
                    else:
                        out.append((s, t, ""))
        elif k == "n" or k == "k":
            for df, dr in (KNIGHT if k == "n" else KING):
                if on(f + df, r + dr):
                    t = (r + dr) * 8 + f + df
                    if colour_of(b[t]) != me:
                        out.append((s, t, ""))
        else:
            dirs = {"b": DIAG, "r": ORTH, "q": DIAG + ORTH}[k]
            for df, dr in dirs:
                x, y = f + df, r + dr
                while on(x, y):
                    t = y * 8 + x
                    q = b[t]
                    if q is None:
                        out.append((s, t, ""))
                    else:
                        if colour_of(q) != me:
                            out.append((s, t, ""))
                        break
                    x += df
                    y += dr
    # castling
    them = "b" if me == "w" else "w"
    base = 0 if me == "w" else 56
    kc, kr = ("K", "R") if me == "w" else ("k", "r")
    short, long_ = ("K", "Q") if me == "w" else ("k", "q")
    if b[base + 4] == kc:
        if (short in pos.castle and b[base + 7] == kr
                and b[base + 5] is None and b[base + 6] is None
                and not any(attacked(b, base + i, them) for i in (4, 5, 6))):
            out.append((base + 4, base + 6, ""))
        if (long_ in pos.castle and b[base] == kr
                and b[base + 1] is None and b[base + 2] is None and b[base + 3] is None
                and not any(attacked(b, base + i, them) for i in (4, 3, 2))):
            out.append((base + 4, base + 2, ""))
    return out


def make(pos, mv):
    """Return (new position, king_captured)."""
    s, t, promo = mv
    b = pos.b[:]
    p = b[s]
    me = pos.turn
    captured = b[t]
    castle = set(pos.castle)
    ep = None
    if p in "Pp" and t == pos.ep and captured is None and (t - s) % 8 != 0:
        b[t - 8 if me == "w" else t + 8] = None  # en passant
    if p in "Kk" and abs(t - s) == 2:  # castling
        if t > s:
            b[s + 1], b[s + 3] = b[s + 3], None
        else:
            b[s - 1], b[s - 4] = b[s - 4], None
    b[t] = (promo.upper() if me == "w" else promo) if promo else p
    b[s] = None
    if p == "K":
        castle -= {"K", "Q"}
    if p == "k":
        castle -= {"k", "q"}
    for corner, right in ((0, "Q"), (7, "K"), (56, "q"), (63, "k")):
        if s == corner or t == corner:
            castle.discard(right)
    nxt = "b" if me == "w" else "w"
    if captured is not None and captured in "Kk":
        return Pos(b, nxt, castle, None), True
    if p in "Pp" and abs(t - s) == 16 and t not in CENTRE:
        ep = (s + t) // 2
    old = {x: b[x] for x in CENTRE}
    for dst, src in ROT:
        b[dst] = old[src]
    return Pos(b, nxt, castle, ep), False


def perft_pos(pos, depth):
    if depth == 0:
        return 1
    ms = gen(pos)
    if depth == 1:
        return len(ms)
    n = 0
    for m in ms:
        child, over = make(pos, m)
        if not over:
            n += perft_pos(child, depth - 1)
    return n


def perft(fen, depth):
    return perft_pos(parse(fen), depth)


def uci(m):
    return name(m[0]) + name(m[1]) + m[2]


def divide(fen, depth):
    pos = parse(fen)
    out = []
    for m in gen(pos):
        child, over = make(pos, m)
        out.append((uci(m), 1 if depth <= 1 else (0 if over else perft_pos(child, depth - 1))))
    return out


if __name__ == "__main__":
    a = [x for x in sys.argv[1:] if x != "--divide"]
    if "--divide" in sys.argv:
        tot = 0
        for u, n in sorted(divide(a[0], int(a[1]))):
            print("%s: %d" % (u, n))
            tot += n
        print("\nNodes searched: %d" % tot)
    else:
        print(perft(a[0], int(a[1])))
