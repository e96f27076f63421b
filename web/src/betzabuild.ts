// Building a leaper's Betza by clicking squares around it (the Betza lab): each click on a
// square of the diagram turns that leap from nothing to "moves or captures", to "moves only",
// to "captures only", and back to nothing; the text is written from the set. Oblique leaps
// (the knight's, the camel's, the zebra's) go by pairs, the two of one diagonal quarter, as
// Betza's direction letters name them (`frN`).

/** What a leap may do. */
export type LeapMode = 'both' | 'move' | 'capture';

/** The leaps chosen, by `dx,dy` from the piece (White's view: `dy > 0` is forward). */
export type LeapSet = Map<string, LeapMode>;

/** Betza's leaper letters by leap (larger coordinate first), in the order the text lists them. */
const LETTERS: [string, number, number][] = [
  ['W', 1, 0], ['F', 1, 1], ['D', 2, 0], ['N', 2, 1], ['A', 2, 2], ['H', 3, 0], ['C', 3, 1], ['Z', 3, 2], ['G', 3, 3],
];

/** The letter of the leap `(dx, dy)`, if Betza has one. */
export function leapLetter(dx: number, dy: number): string | undefined {
  const a = Math.max(Math.abs(dx), Math.abs(dy));
  const b = Math.min(Math.abs(dx), Math.abs(dy));
  return LETTERS.find(([, x, y]) => x === a && y === b)?.[0];
}

const NEXT: Record<string, LeapMode | undefined> = { none: 'both', both: 'move', move: 'capture', capture: undefined };

/** The leaps a click on `(dx, dy)` changes: itself, and for an oblique leap its quarter's twin. */
function twins(dx: number, dy: number): [number, number][] {
  const oblique = dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy);
  return oblique ? [[dx, dy], [Math.sign(dx) * Math.abs(dy), Math.sign(dy) * Math.abs(dx)]] : [[dx, dy]];
}

/** The set after a click on `(dx, dy)`; unchanged when that is no Betza leap. */
export function click(set: LeapSet, dx: number, dy: number): LeapSet {
  if (!leapLetter(dx, dy)) return set;
  const next = NEXT[set.get(`${dx},${dy}`) ?? 'none'];
  const out = new Map(set);
  for (const [x, y] of twins(dx, dy)) {
    if (next) out.set(`${x},${y}`, next);
    else out.delete(`${x},${y}`);
  }
  return out;
}

/** The direction letters that pick exactly the images `chosen` of a leap: `''` for all of them. */
function directions(letter: string, chosen: [number, number][], all: number): string {
  if (chosen.length === all) return '';
  const orthogonal = letter === 'W' || letter === 'D' || letter === 'H';
  if (orthogonal) {
    // One letter a direction (`lfW`: the left and the forward step). The rules read `flW` so too
    // on an orthogonal atom, as Fairy-Stockfish does (Legan chess's pawn); on a diagonal or
    // oblique one such a pair names a quarter, below.
    const has = (f: (x: number, y: number) => boolean) => chosen.some(([x, y]) => f(x, y));
    return (has((x) => x < 0) ? 'l' : '') + (has((x) => x > 0) ? 'r' : '') + (has((_, y) => y > 0) ? 'f' : '') + (has((_, y) => y < 0) ? 'b' : '');
  }
  // Diagonal and oblique leaps: one pair of letters per quarter (both images of an oblique
  // quarter are always chosen together).
  const quarters = new Set(chosen.map(([x, y]) => `${y > 0 ? 'f' : 'b'}${x > 0 ? 'r' : 'l'}`));
  return ['fl', 'fr', 'bl', 'br'].filter((q) => quarters.has(q)).join('');
}

/** The Betza text of a set of leaps ('' for none), grouped by leap and by what it may do. */
export function betzaOf(set: LeapSet): string {
  const parts: string[] = [];
  for (const [letter, a, b] of LETTERS) {
    const all = a === b || b === 0 ? 4 : 8;
    for (const mode of ['both', 'move', 'capture'] as LeapMode[]) {
      const chosen = [...set]
        .filter(([k, m]) => m === mode && leapLetter(...(k.split(',').map(Number) as [number, number])) === letter)
        .map(([k]) => k.split(',').map(Number) as [number, number]);
      if (!chosen.length) continue;
      const prefix = mode === 'move' ? 'm' : mode === 'capture' ? 'c' : '';
      parts.push(`${prefix}${directions(letter, chosen, all)}${letter}`);
    }
  }
  return parts.join('');
}

/** The set a diagram shows, from its squares relative to `from` (`moves`, `captures`). */
export function setFromSquares(from: string, moves: string[], captures: string[]): LeapSet {
  const at = (sq: string): [number, number] => [sq.charCodeAt(0) - from.charCodeAt(0), Number(sq.slice(1)) - Number(from.slice(1))];
  const set: LeapSet = new Map();
  for (const sq of moves) set.set(at(sq).join(','), 'move');
  for (const sq of captures) set.set(at(sq).join(','), set.has(at(sq).join(',')) ? 'both' : 'capture');
  return set;
}
