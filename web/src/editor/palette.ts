// The board editor's palette: every piece of the game in both colours (Turnover's six stacks,
// each a legal stack of rings and button), the eraser, and on the designer's board the hole.
// Press a piece and drag it onto the board, or click it to choose it and then click squares (or
// type a square) to put it there.
import { pieceNameIn, t } from '../i18n';
import { isPromotedToken, paletteToken, roleOfToken, tokenName } from '../promotions';
import type { Color, VariantView } from '../protocol';
import type { Brush, EditorPiece } from './board';

export interface PaletteHandlers {
  /** A press on a piece: the start of a drag onto the board. */
  drag(piece: EditorPiece, e: MouseEvent | TouchEvent): void;
  /** The brush chosen by a click (null: none, pieces are moved by dragging). */
  choose(brush: Brush): void;
}

/** One row of the palette: a colour's pieces; the eraser goes with the white row, and with
 *  `holes` (the designer's start position) the brush that makes a hole. */
export function renderPalette(parent: HTMLElement, v: VariantView, color: Color, h: PaletteHandlers, holes = false): HTMLElement {
  const row = document.createElement('div');
  row.className = 'editor-palette';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', t(color === 'white' ? 'editor-palette-white' : 'editor-palette-black'));
  for (const p of v.pieces) {
    // A promoted kind (shogi's tokin) is put as its base's promoted form, as FENs write it (`+P`).
    const letter = paletteToken(v, p.letter);
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `palette-piece piece-icon ${roleOfToken(letter)} ${color}`;
    b.dataset.piece = `${color}-${letter}`;
    const name = isPromotedToken(letter) ? tokenName(v, letter) : pieceNameIn(v.id, p.letter, p.name);
    const stack = v.id === 'turnover' ? t(`editor-stack-${letter}`) : '';
    b.title = `${t(color === 'white' ? 'editor-white-piece' : 'editor-black-piece', { piece: name })}${stack ? ` (${stack})` : ''}`;
    b.setAttribute('aria-label', b.title);
    b.setAttribute('aria-pressed', 'false');
    const press = (e: MouseEvent | TouchEvent) => h.drag({ color, letter }, e);
    b.addEventListener('mousedown', press);
    b.addEventListener('touchstart', press, { passive: false });
    b.addEventListener('click', () => h.choose(b.getAttribute('aria-pressed') === 'true' ? null : { color, letter }));
    row.appendChild(b);
  }
  if (color === 'white') row.appendChild(toolButton('eraser', t('editor-eraser'), h));
  if (color === 'white' && holes) row.appendChild(toolButton('hole', t('designer-hole'), h));
  parent.appendChild(row);
  return row;
}

/** A brush that is no piece (the eraser, the hole), chosen by a click and unchosen by another. */
function toolButton(brush: 'eraser' | 'hole', label: string, h: PaletteHandlers): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `palette-${brush}`;
  b.dataset.piece = brush;
  b.textContent = label;
  b.setAttribute('aria-pressed', 'false');
  b.addEventListener('click', () => h.choose(b.getAttribute('aria-pressed') === 'true' ? null : brush));
  return b;
}

/** Marks the chosen brush's button as pressed in every palette row under `root`. */
export function showBrush(root: HTMLElement, brush: Brush): void {
  const key = brush === null ? '' : typeof brush === 'string' ? brush : `${brush.color}-${brush.letter}`;
  for (const b of root.querySelectorAll<HTMLElement>('[data-piece]')) b.setAttribute('aria-pressed', String(b.dataset.piece === key));
}
