// The address of the analysis board for a line: `/analysis/{game id}?fen=…&moves=…`, the moves
// in engine notation separated by commas, `fen` only for a start that is not the game's own.
// Its own small module so that the game page can link there without loading the board. A
// player's variant is named in two segments (`/analysis/@alice/spiral`, see variantpath.ts).
import { variantPath } from '../variantpath';

export function analysisHref(variant: string, fen: string | undefined, moves: string[]): string {
  const params = new URLSearchParams();
  if (fen) params.set('fen', fen);
  if (moves.length) params.set('moves', moves.join(','));
  const query = params.toString();
  return `/analysis/${variantPath(variant)}${query ? `?${query}` : ''}`;
}
