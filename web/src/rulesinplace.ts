// The generic rules page's sentences on a pawn that promotes instead of moving (`[promotion]
// in_place`, Sittuyin): where it may (a square of the zone, or anywhere as its side's last pawn),
// into what and how far, what forbids it (an attack by the new piece, a check), that moving onto
// the zone promotes nothing, the limits, the side left with its royal piece and that pawn, and
// how the board and the notation play it.
import type { VariantView } from './protocol';
import type { VariantForm } from './designer/model';
import { squareLabel } from './blind';
import { t } from './i18n';
import { listOf, namesOf, ruleParagraph } from './rulestext';

/** The sentences of a file whose pawns promote in place; none for any other file. */
export function inPlaceRules(v: VariantView, form: VariantForm): HTMLElement[] {
  const p = form.promotion;
  if (!p?.in_place) return [];
  const out: HTMLElement[] = [];
  const squares = p.squares ?? [];
  const zone = squares.length ? 0 : p.zone;
  // Either side's choices, White's first.
  const order = [...new Set([...p.pieces, ...(p.black_pieces ?? [])])];
  const pieces = listOf(order.map((l) => namesOf(v, [l])), 'disjunction');
  out.push(ruleParagraph('rules-generic-promotion-in-place', { zone, pieces }));
  const limited = Object.entries(p.limits ?? {}).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  if (limited.length) {
    const limits = limited.map(([letter, count]) => t('rules-generic-promotion-limit', { piece: namesOf(v, [letter]), count }));
    out.push(ruleParagraph('rules-generic-promotion-in-place-limits', { limits: limits.join(', ') }));
  }
  const royal = form.pieces.find((x) => x.royal);
  const pawn = form.pieces.find((x) => x.pawn);
  if (royal && pawn) out.push(ruleParagraph('rules-generic-promotion-in-place-stalemate', { royal: namesOf(v, [royal.letter]), pawn: namesOf(v, [pawn.letter]) }));
  // The notation's example: a square of White's zone (its first), the first choice's letter.
  const square = squares.length ? squares[0].split('-')[0] : `a${v.ranks}`;
  const letter = p.pieces[0] ?? p.black_pieces?.[0] ?? 'Q';
  const label = squareLabel(v, square);
  out.push(ruleParagraph('rules-generic-promotion-in-place-how', { san: `${label}=${letter.toUpperCase()}`, uci: `${square}${square}${letter.toLowerCase()}` }));
  return out;
}
