// The post-game review's verdicts, pure (no DOM, no imports; unit-tested in Node by
// tests/review-judge.test.mjs): scores to White's winning chances, each move's drop in the
// mover's winning chances, the inaccuracy / mistake / blunder marks, and each side's accuracy.
// The formulas are the ones lichess publishes (docs/architecture.md, "Post-game review"):
//   win% = 50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1)
//   move accuracy% = 103.1668 · e^(−0.04354 · (win% before − win% after)) − 3.1669 (+1, 0..100)
// with a side's accuracy the mean of a volatility-weighted mean and a harmonic mean of its
// moves' accuracies.

/** A score from the side to move's point of view, as UCI says it. */
export type Score = { cp: number } | { mate: number };
export type Side = 'white' | 'black';
export type Mark = 'inaccuracy' | 'mistake' | 'blunder';

/** Centipawns a mate is worth: far beyond where the curve is flat (win% 100 or 0). */
export const MATE_CP = 10_000;
/** Drops of the mover's win% (0–100) from which a move is marked: 5, 10 and 15 points, which
 *  are lichess's 0.1, 0.2 and 0.3 on its winning-chances scale of −1..1. */
export const THRESHOLDS: readonly [Mark, number][] = [
  ['blunder', 15],
  ['mistake', 10],
  ['inaccuracy', 5],
];
export const SUFFIX: Record<Mark, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A score in centipawns; a mate is ±MATE_CP (mate 0 or less: the side to move is mated). */
export function toCp(s: Score): number {
  if ('cp' in s) return s.cp;
  return s.mate > 0 ? MATE_CP : -MATE_CP;
}

/** The side to move's score as White's centipawns. */
export function whiteCp(s: Score, turn: Side): number {
  const cp = toCp(s);
  return turn === 'white' ? cp : -cp;
}

/** Winning chances, 0 to 100, of the side whose score is `cp`. */
export function winPercent(cp: number): number {
  return 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * cp)) - 1);
}

/** The accuracy of one move, 0 to 100, from the mover's win% before and after it. */
export function moveAccuracy(before: number, after: number): number {
  if (after >= before) return 100;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411 + 1;
  return Math.max(0, Math.min(100, raw));
}

/** The mark a drop of the mover's win% earns, or null. */
export function markOf(drop: number): Mark | null {
  for (const [mark, min] of THRESHOLDS) if (drop >= min) return mark;
  return null;
}

/** What the review says about one move (ply k ≥ 1: the move from position k−1 to k). */
export interface MoveVerdict {
  ply: number;
  mover: Side;
  /** The mover's win% before and after, 0–100. */
  before: number;
  after: number;
  accuracy: number;
  /** null for a good move, and for the engine's own best move whatever the scores say. */
  mark: Mark | null;
}

export interface SideSummary {
  /** 0–100, or null for a side that made no move. */
  accuracy: number | null;
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

export interface Verdict {
  /** White's win% (0–100) at every position, index = ply. */
  whiteWin: number[];
  /** One per move, index k−1 for ply k. */
  moves: MoveVerdict[];
  sides: Record<Side, SideSummary>;
}

/** Judges a game: `scores[i]` is position i's score from its side to move, `turns[i]` that side,
 *  `played[k−1]` and `best[k−1]` the move played from position k−1 and the engine's choice
 *  there (engine notation; a best move that is the move played is never marked). */
export function judge(scores: Score[], turns: Side[], played: string[], best: (string | null)[]): Verdict {
  const whiteWin = scores.map((s, i) => winPercent(whiteCp(s, turns[i])));
  const moves: MoveVerdict[] = [];
  for (let k = 1; k < scores.length; k++) {
    const mover = turns[k - 1];
    const mine = (w: number) => (mover === 'white' ? w : 100 - w);
    const before = mine(whiteWin[k - 1]);
    const after = mine(whiteWin[k]);
    const mark = played[k - 1] !== undefined && played[k - 1] === best[k - 1] ? null : markOf(before - after);
    moves.push({ ply: k, mover, before, after, accuracy: moveAccuracy(before, after), mark });
  }
  return { whiteWin, moves, sides: { white: summary(whiteWin, moves, 'white'), black: summary(whiteWin, moves, 'black') } };
}

function summary(whiteWin: number[], moves: MoveVerdict[], side: Side): SideSummary {
  const out: SideSummary = { accuracy: gameAccuracy(whiteWin, moves, side), inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const m of moves) if (m.mover === side && m.mark) out[m.mark]++;
  return out;
}

/** A side's accuracy as lichess aggregates it: each move weighted by how volatile White's win%
 *  is around it (the standard deviation over a window of positions, clamped to 0.5..12), and
 *  the weighted mean averaged with the harmonic mean of the same accuracies. */
export function gameAccuracy(whiteWin: number[], moves: MoveVerdict[], side: Side): number | null {
  const mine = moves.filter((m) => m.mover === side);
  if (!mine.length) return null;
  const weights = volatilityWeights(whiteWin);
  let sum = 0;
  let weightSum = 0;
  let inverse = 0;
  for (const m of mine) {
    const w = weights[m.ply - 1] ?? 1;
    sum += m.accuracy * w;
    weightSum += w;
    inverse += 1 / Math.max(m.accuracy, 0.001);
  }
  const weighted = sum / weightSum;
  const harmonic = mine.length / inverse;
  return (weighted + harmonic) / 2;
}

/** One weight per move (index k−1): windows of `size` positions, size = moves / 10 within
 *  2..8, the first moves sharing the first window. */
export function volatilityWeights(whiteWin: number[]): number[] {
  const moveCount = whiteWin.length - 1;
  if (moveCount < 1) return [];
  const size = Math.max(2, Math.min(8, Math.floor(moveCount / 10)));
  const windows: number[][] = [];
  const first = whiteWin.slice(0, size);
  for (let i = 0; i < Math.min(size, whiteWin.length) - 2; i++) windows.push(first);
  for (let i = 0; i + size <= whiteWin.length; i++) windows.push(whiteWin.slice(i, i + size));
  while (windows.length < moveCount) windows.push(whiteWin.slice(-size));
  return windows.slice(0, moveCount).map((xs) => Math.max(0.5, Math.min(12, stdDev(xs))));
}

function stdDev(xs: number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
}
