// Engine scores for people: the engine speaks from the side to move's point of view (UCI), the
// analysis board from White's, as "+1.23", "-0.40" or "#3" / "#-3" (mate in so many moves, for
// White or for Black). Pure functions, no page.

import type { Color } from '../protocol';

export type Score = { cp: number } | { mate: number };

/** The score from White's point of view. */
export function whiteScore(score: Score, turn: Color): Score {
  if (turn === 'white') return score;
  return 'cp' in score ? { cp: -score.cp } : { mate: -score.mate };
}

/** "+1.23", "-0.40", "0.00", "#3", "#-3". */
export function formatScore(score: Score): string {
  if ('mate' in score) return `#${score.mate}`;
  const pawns = score.cp / 100;
  return pawns > 0 ? `+${pawns.toFixed(2)}` : pawns.toFixed(2).replace(/^-(0\.00)$/, '$1');
}

/** White's share of the evaluation bar, 0 to 1: the usual logistic curve of winning chances
 *  over centipawns (0.5 at equality, about 0.75 at +3); a mate fills the bar. */
export function whiteShare(score: Score): number {
  if ('mate' in score) return score.mate > 0 ? 1 : score.mate < 0 ? 0 : 0.5;
  return 1 / (1 + Math.exp(-0.00368208 * score.cp));
}
