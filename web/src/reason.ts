// Why a game ended, in words, one way on every page (the game's banner, the screen reader, the
// analysis board, the board editor and the designer's try board): the `reason-…` message of the
// outcome, told what the final position shows beyond it. Which piece reached a goal square (a
// king on King of the Hill's hill, a knight in Jeson Mor, a lion in Dobutsu shogi), and which
// side is left with its royal piece alone when that draws (Shatar's bare king).
import { placement, pieceWords } from './blind';
import { readHands } from './board';
import { t } from './i18n';
import type { Color, VariantView } from './protocol';

/** An outcome as the server and the rules in WebAssembly give one. */
export interface OutcomeWords {
  reason: string;
  winner?: Color | null;
}

/** The reason's message (`reason-checkmate`…) with its arguments: `winner` and `loser` (`white`,
 *  `black`, `none`), `piece` (the piece a goal square was reached by, or the royal piece a side
 *  is left with; `none` when the position does not tell) and `bare` (which side has nothing but
 *  its royal piece: `white`, `black`, `both` or `none`). `v` and `fen` (the final position) may
 *  be missing: the words then say no more than the outcome. */
export function reasonArgs(o: OutcomeWords, v: VariantView | null, fen: string | null): Record<string, string> {
  const winner = o.winner ?? 'none';
  const loser = o.winner === 'white' ? 'black' : o.winner === 'black' ? 'white' : 'none';
  const args: Record<string, string> = { winner, loser, piece: 'none', bare: 'none' };
  if (!v || !fen) return args;
  if (o.reason === 'goal-reached') args.piece = goalPiece(v, fen, o.winner ?? null);
  if (o.reason === 'extinction' && !o.winner) {
    const bare = bareSides(v, fen);
    const royal = v.pieces.find((p) => p.royal);
    if (royal && bare !== 'none') {
      args.bare = bare;
      args.piece = pieceWords(v, royal.letter);
    }
  }
  return args;
}

/** The reason in the page's language (see [`reasonArgs`]). */
export function reasonText(o: OutcomeWords, v: VariantView | null, fen: string | null): string {
  return t(`reason-${o.reason}`, reasonArgs(o, v, fen));
}

/** The name of the kind standing on the goal squares of the side that won (of both sides for a
 *  draw), when that is one kind: the piece whose arrival ended the game. `none` when several kinds
 *  stand there (a Dobutsu lion beside a hen), as the view does not say which kind counts. */
function goalPiece(v: VariantView, fen: string, winner: Color | null): string {
  const white = v.goal_squares ?? [];
  const black = v.goal_squares_black?.length ? v.goal_squares_black : white;
  const kinds = new Set<string>();
  for (const p of placement(v, fen)) {
    if (winner && p.colour !== winner) continue;
    if ((p.colour === 'white' ? white : black).includes(p.square)) kinds.add(p.letter.toLowerCase());
  }
  return kinds.size === 1 ? pieceWords(v, [...kinds][0]) : 'none';
}

/** The sides whose only piece, on the board and in hand, is a royal one. */
function bareSides(v: VariantView, fen: string): 'white' | 'black' | 'both' | 'none' {
  const royal = new Set(v.pieces.filter((p) => p.royal).map((p) => p.letter.toLowerCase()));
  const pieces = placement(v, fen);
  const hands = readHands(fen);
  const bare = (colour: Color) => {
    const own = pieces.filter((p) => p.colour === colour);
    const held = [...(hands?.[colour].values() ?? [])].reduce((a, b) => a + b, 0);
    return own.length === 1 && held === 0 && royal.has(own[0].letter.toLowerCase());
  };
  const w = bare('white');
  const b = bare('black');
  return w && b ? 'both' : w ? 'white' : b ? 'black' : 'none';
}
