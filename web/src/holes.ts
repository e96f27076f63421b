// Holes: squares a board does not have (Omicron chess's border, Troitzky chess's cut corners).
// Every FEN of such a game writes `*` on them, and chessgroundx reads that as a black piece of
// the role `_-piece`. The boards draw it as a gap in the board (style.css), never let it be
// picked up, and never name it as a piece; the board editor keeps a game's holes where they are.
import type { VariantView } from './protocol';

/** The chessgroundx role of a hole (a FEN's `*`). */
export const HOLE_ROLE = '_-piece';

/** The squares (wire names, `a10`) a FEN's placement writes `*` on, from its top rank down.
 *  Anything after the board (the hands, the other fields) is ignored.
 *
 * ```ts
 * holesOf('*2/3/2* w - - 0 1', 3); // ['a3', 'c1']
 * ```
 */
export function holesOf(fen: string, ranks: number): string[] {
  const board = (fen.trim().split(/\s+/)[0] ?? '').split('[')[0];
  const out: string[] = [];
  board.split('/').forEach((row, i) => {
    const rank = ranks - i;
    let file = 0;
    for (const m of row.matchAll(/(\d+)|(\*)|([A-Za-z])/g)) {
      if (m[1]) file += Number(m[1]);
      else {
        if (m[2]) out.push(`${String.fromCharCode(97 + file)}${rank}`);
        file++;
      }
    }
  });
  return out;
}

/** A FEN placement of a board whose squares hold what `at` says (a letter, `*` for a hole, ''
 *  for nothing), top rank first: how the pages write a game's empty board, holes kept.
 *
 * ```ts
 * writePlacement(3, 2, (sq) => (sq === 'a2' ? '*' : '')); // '*2/3'
 * ```
 */
export function writePlacement(files: number, ranks: number, at: (square: string) => string): string {
  const rows: string[] = [];
  for (let rank = ranks; rank >= 1; rank--) {
    let row = '';
    let run = 0;
    for (let f = 0; f < files; f++) {
      const cell = at(`${String.fromCharCode(97 + f)}${rank}`);
      if (!cell) run++;
      else {
        row += `${run || ''}${cell}`;
        run = 0;
      }
    }
    rows.push(`${row}${run || ''}`);
  }
  return rows.join('/');
}

/** The holes of a game: those of its start position. */
export function gameHoles(v: Pick<VariantView, 'start_fen' | 'ranks'>): Set<string> {
  return new Set(holesOf(v.start_fen, v.ranks));
}

/**
 * Squares as the fewest rectangles found rank by rank: each run of squares along a rank, joined
 * with the same run on the ranks above it. Each rectangle is its corners (one square alone).
 *
 * ```ts
 * squareAreas(['a2', 'a3', 'b1', 'c1']); // [['b1', 'c1'], ['a2', 'a3']]
 * ```
 */
export function squareAreas(squares: Iterable<string>): [string, string][] {
  const at = new Set(squares);
  const files = (sq: string) => sq.charCodeAt(0) - 97;
  const rankOf = (sq: string) => parseInt(sq.slice(1), 10);
  const maxRank = Math.max(0, ...[...at].map(rankOf));
  const maxFile = Math.max(0, ...[...at].map(files));
  const name = (f: number, r: number) => `${String.fromCharCode(97 + f)}${r}`;
  /** Open rectangles by their run of files (`from-to`), with the rank they start on. */
  let open = new Map<string, { from: number; to: number; first: number }>();
  const out: { from: number; to: number; first: number; last: number }[] = [];
  for (let r = 1; r <= maxRank + 1; r++) {
    const runs = new Map<string, { from: number; to: number; first: number }>();
    for (let f = 0; f <= maxFile; f++) {
      if (!at.has(name(f, r))) continue;
      let to = f;
      while (at.has(name(to + 1, r))) to++;
      const key = `${f}-${to}`;
      runs.set(key, open.get(key) ?? { from: f, to, first: r });
      f = to;
    }
    for (const [key, rect] of open) if (!runs.has(key)) out.push({ ...rect, last: r - 1 });
    open = runs;
  }
  out.sort((a, b) => a.first - b.first || a.from - b.from);
  return out.map((x) => [name(x.from, x.first), name(x.to, x.last)]);
}
