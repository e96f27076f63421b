// The designer's piece palette: the pieces of every game the server offers (built in or an
// operator's file; Turnover's stacks are not Betza pieces and stay out), then the classic
// pieces of the variant field, each with its usual letter and its Betza. A piece taken from the
// palette is an ordinary piece of the form afterwards: its letter, name and Betza can change.
import { pieceNameIn, t } from '../i18n';
import type { VariantForm } from './model';

export interface PalettePiece {
  /** Where it comes from: a game's name, or the field's classics. */
  group: string;
  /** Its name in the page's language. */
  name: string;
  /** Its name as written in the file (English). */
  fileName: string;
  letter: string;
  betza: string;
  royal: boolean;
  pawn: boolean;
}

/** The field's classic pieces: a message id for the name (`designer-piece-<key>`), the usual
 *  letter, the English name for the file, the Betza. Checked against the rules' parser by
 *  web/tests/designer.test.mjs. */
export const CLASSICS: { key: string; letter: string; name: string; betza: string }[] = [
  { key: 'wazir', letter: 'W', name: 'Wazir', betza: 'W' },
  { key: 'ferz', letter: 'F', name: 'Ferz', betza: 'F' },
  { key: 'alfil', letter: 'A', name: 'Alfil', betza: 'A' },
  { key: 'dabbaba', letter: 'D', name: 'Dabbaba', betza: 'D' },
  { key: 'camel', letter: 'L', name: 'Camel', betza: 'C' },
  { key: 'zebra', letter: 'Z', name: 'Zebra', betza: 'Z' },
  { key: 'man', letter: 'M', name: 'Man', betza: 'K' },
  { key: 'archbishop', letter: 'A', name: 'Archbishop', betza: 'BN' },
  { key: 'chancellor', letter: 'C', name: 'Chancellor', betza: 'RN' },
  { key: 'amazon', letter: 'M', name: 'Amazon', betza: 'QN' },
  { key: 'centaur', letter: 'E', name: 'Centaur', betza: 'KN' },
  { key: 'nightrider', letter: 'H', name: 'Nightrider', betza: 'NN' },
  { key: 'grasshopper', letter: 'G', name: 'Grasshopper', betza: 'gQ' },
  { key: 'cannon', letter: 'O', name: 'Cannon', betza: 'mRcpR' },
  { key: 'elephant', letter: 'E', name: 'Elephant', betza: 'FA' },
  { key: 'silver', letter: 'S', name: 'Silver general', betza: 'FfW' },
  { key: 'gold', letter: 'G', name: 'Gold general', betza: 'WfF' },
  { key: 'lance', letter: 'L', name: 'Lance', betza: 'fR' },
  { key: 'dragon-horse', letter: 'H', name: 'Dragon horse', betza: 'BW' },
  { key: 'dragon-king', letter: 'D', name: 'Dragon king', betza: 'RF' },
  { key: 'short-rook', letter: 'R', name: 'Short rook', betza: 'R4' },
  { key: 'berolina-pawn', letter: 'P', name: 'Berolina pawn', betza: 'fmFfcWifmnA' },
];

/** A game whose pieces the palette offers: its name in the page's language and its form. */
export interface PaletteGame {
  name: string;
  form: VariantForm;
}

/** Every piece the palette offers, games' pieces first, each Betza once. */
export function paletteOf(games: PaletteGame[]): PalettePiece[] {
  const seen = new Set<string>();
  const out: PalettePiece[] = [];
  const add = (p: PalettePiece) => {
    const key = `${p.betza}|${p.royal}|${p.pawn}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(p);
  };
  for (const g of games) {
    for (const p of g.form.pieces) {
      add({ group: g.name, name: pieceNameIn(g.form.id, p.letter, p.name), fileName: p.name, letter: p.letter, betza: p.betza, royal: p.royal, pawn: p.pawn });
    }
  }
  const classics = t('designer-palette-classics');
  for (const c of CLASSICS) {
    add({ group: classics, name: t(`designer-piece-${c.key}`), fileName: c.name, letter: c.letter, betza: c.betza, royal: false, pawn: c.key === 'berolina-pawn' });
  }
  return out;
}
