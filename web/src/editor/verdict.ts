// The rules' verdict on an edited position, in the reader's language: every problem code of the
// rules (crates/rules FenErrorKind::code) has a message `editor-error-<code>`, placed in its FEN
// field and character; a position that is already over says how it ended.
import { has, pieceNameIn, t, variantName } from '../i18n';
import type { VariantView } from '../protocol';
import type { FenProblem, GameOutcome, Verdict } from './rules';
import { reasonText } from '../reason';

/** The problem as a sentence: where (field and character) and what. */
export function problemText(p: FenProblem, v: VariantView): string {
  const args: Record<string, string | number> = { ...p.args, game: variantName(v) };
  if (typeof p.args.letter === 'string') args.piece = pieceLabel(v, p.args.letter);
  const id = `editor-error-${p.code}`;
  // A code this build does not know yet still gets the rules' own words.
  const what = has(id) ? t(id, args) : p.message;
  if (p.field === 'position') return what;
  const field = t(`editor-field-${p.field}`);
  return p.column === null ? t('editor-error-in', { field, problem: what }) : t('editor-error-at', { field, column: p.column, problem: what });
}

function pieceLabel(v: VariantView, letter: string): string {
  const piece = v.pieces.find((x) => x.letter.toLowerCase() === letter.toLowerCase());
  return piece ? pieceNameIn(v.id, piece.letter, piece.name) : letter;
}

/** A finished position's words: the result's reason, as the game page says it (`v` and `fen`,
 *  the position, tell which piece reached a goal and who is left with a bare king). */
export function outcomeText(o: GameOutcome, v: VariantView | null = null, fen: string | null = null): string {
  const how = has(`reason-${o.reason}`) ? reasonText(o, v, fen) : o.reason;
  return t('editor-over', { how });
}

/** Why the play buttons are off, or null when the position can be played from. */
export function playBlocker(v: Verdict): string | null {
  if (!v.ok) return t('editor-fix-first');
  if (v.outcome) return t('editor-over-no-play');
  return null;
}
