// The generic rules page's paragraph on Chess960 castling (`[castling] chess960`: Chess960 and
// the games built on it): each new game's shuffled first rank (the castling piece somewhere
// between its partners, the kinds that keep to squares of one colour still on both colours,
// Black's rank the mirror of White's), and castling from wherever the two pieces stand to the
// squares the file names, played by moving the king onto its own rook.
import type { VariantView } from './protocol';
import type { VariantForm } from './designer/model';
import { placement, squareLabel } from './blind';
import { explainBetza } from './betzawords';
import { t } from './i18n';
import { listOf, namesOf, ruleParagraph } from './rulestext';

/** The kinds of White's castling rank in the start that stand there on squares of both colours
 *  and whose every move keeps to squares of one colour (chess's bishops): the shuffle keeps them
 *  on both. Their letters in file order; none for a game without Chess960 castling. The moves
 *  are read with the rules' own Betza parser (a leap whose two steps add up to an even number
 *  never changes the square's colour). */
export async function colourBoundKinds(v: VariantView, form: VariantForm): Promise<string[]> {
  const c = form.castling;
  if (!c?.chess960) return [];
  const rank = c.rank ?? 1;
  const file = (square: string) => square.charCodeAt(0) - 97;
  const partners = new Set([c.king, c.rook, ...(c.more_rooks ?? [])].filter(Boolean).map((l) => l!.toLowerCase()));
  const onRank = placement(v, v.start_fen)
    .filter((p) => p.colour === 'white' && parseInt(p.square.slice(1), 10) === rank && !partners.has(p.letter.toLowerCase()))
    .sort((a, b) => file(a.square) - file(b.square));
  // By kind: the colours of its squares (dark: a1's).
  const colours = new Map<string, Set<boolean>>();
  for (const p of onRank) {
    const letter = p.letter.toLowerCase();
    colours.set(letter, (colours.get(letter) ?? new Set()).add((file(p.square) + rank - 1) % 2 === 0));
  }
  const out: string[] = [];
  for (const [letter, seen] of colours) {
    const piece = form.pieces.find((x) => x.letter.toLowerCase() === letter);
    if (seen.size < 2 || !piece || piece.royal) continue;
    try {
      const explained = await explainBetza(piece.betza);
      if ('error' in explained) continue;
      const moves = explained.groups.flatMap((g) => g.movements);
      if (moves.length && moves.every((m) => (m.leap[0] + m.leap[1]) % 2 === 0)) out.push(piece.letter);
    } catch {
      // The rules could not be had: the kind is left unnamed.
    }
  }
  return out;
}

/** The paragraph of a file with Chess960 castling: the shuffled first rank (with `bound`, the
 *  kinds it keeps on both colours: [`colourBoundKinds`]) and how castling is played; null for
 *  any other file. */
export function chess960Rules(v: VariantView, form: VariantForm, bound: string[]): HTMLElement | null {
  const c = form.castling;
  if (!c?.chess960) return null;
  const rank = c.rank ?? 1;
  const king = namesOf(v, [c.king ?? form.pieces.find((p) => p.royal)?.letter ?? 'K']);
  const rook = listOf([c.rook, ...(c.more_rooks ?? [])].map((l) => namesOf(v, [l])), 'disjunction');
  if (!c.short && !c.long) return null;
  // Each side's squares, as the board labels White's.
  const square = (file: string | undefined) => (file ? squareLabel(v, `${file}${rank}`) : '');
  const squares = t('rules-generic-castling-chess960-squares', {
    sides: c.short && c.long ? 'both' : c.short ? 'short' : 'long',
    king,
    rook,
    kingshort: square(c.short?.king_to),
    rookshort: square(c.short?.rook_to),
    kinglong: square(c.long?.king_to),
    rooklong: square(c.long?.rook_to),
  });
  return ruleParagraph('rules-generic-castling-chess960', {
    king,
    rook,
    bound: listOf(bound.map((l) => namesOf(v, [l])), 'conjunction'),
    count: bound.length,
    squares,
    // Black's castling rank, as the board labels it.
    rank: String(v.ranks - rank + v.first_rank_label),
  });
}
