// The generic rules page's small words: a rule's paragraph, pieces named in the page's language,
// lists ("1 and 2", "3 or 4") and a file's squares or rectangles as the board labels them. Used
// by rulespage.ts and by the modules that say one part of a file (rulesdrops.ts).
import type { VariantView } from './protocol';
import { squareLabel } from './blind';
import { language, pieceNameIn, t } from './i18n';

/** A paragraph of a rule (`data-rule` names its message). */
export function ruleParagraph(id: string, args?: Record<string, string | number>): HTMLElement {
  const p = document.createElement('p');
  p.dataset.rule = id;
  p.textContent = t(id, args);
  return p;
}

/** The names of the pieces of some letters, in the page's language ("Pawn, Lance"). */
export function namesOf(v: VariantView, letters: string[]): string {
  return letters
    .map((l) => {
      const p = v.pieces.find((x) => x.letter.toUpperCase() === l.toUpperCase());
      return p ? pieceNameIn(v.id, p.letter, p.name) : l;
    })
    .join(', ');
}

/** Numbers or names as a list in the page's language: "1 and 2" (`conjunction`), "3 or 4"
 *  (`disjunction`). */
export function listOf(items: (number | string)[], type: 'conjunction' | 'disjunction'): string {
  return new Intl.ListFormat(language(), { type }).format(items.map(String));
}

/** A `region` entry (`d1-f3` or `e5`, in White's terms) as the board labels it, for White or
 *  seen from Black's side (ranks counted from the other end). */
export function regionLabel(v: VariantView, entry: string, black: boolean): string {
  const ends = entry.split('-');
  const rankOf = (sq: string) => parseInt(sq.slice(1), 10);
  // Black's rectangle from its lowest rank up, as White's is written: d1-f3 is d8-f10.
  const mirrored = (sq: string, other: string) => `${sq[0]}${v.ranks + 1 - rankOf(other)}`;
  const squares = black ? ends.map((sq, i) => mirrored(sq, ends[ends.length - 1 - i])) : ends;
  return squares.map((sq) => squareLabel(v, sq)).join('–');
}

/** Each side's squares of a file's list (White's terms) as the board labels them: White's, and
 *  Black's own list when the file gives one, else White's seen from Black's side. */
export function sidesSquares(v: VariantView, squares: string[], blackSquares?: string[]): { white: string; black: string } {
  const white = squares.map((x) => regionLabel(v, x, false)).join(', ');
  const black = blackSquares ? blackSquares.map((x) => regionLabel(v, x, false)).join(', ') : squares.map((x) => regionLabel(v, x, true)).join(', ');
  return { white, black };
}
