// "What is this piece?": hovering a piece with the mouse (a moment's rest) or pressing it with a
// finger for half a second shows its name and its move diagram (the rules pages' diagram, from
// the server). Works on any board frame that carries `data-files`, `data-ranks` and
// `data-orientation` (the game board, Try-it boards, the rules pages' start positions). It reads
// the pieces off the board as drawn (a hole is none), so it needs nothing from the board's code
// but which square a point is on.
import type { Color, PieceDiagramView, VariantView } from './protocol';
import { diagramsOf, drawDiagram, legendList } from './diagram';
import { has, t } from './i18n';
import { kindOfToken, tokenName, tokenOfRole } from './promotions';
import { HOLE_ROLE } from './holes';
import { squareAt } from './board';

const HOVER_MS = 450;
const LONG_PRESS_MS = 500;
/** A finger that moves further than this (px) is dragging, not pressing. */
const PRESS_SLOP = 10;

interface PieceUnder {
  square: string;
  /** Lower case; `+p` for a promoted pawn (a FEN's `+P`). */
  letter: string;
  colour: Color;
  /** The piece's box on the page, to place the tip beside it. */
  rect: DOMRect;
}

/** The piece drawn on the square under a page point. */
export function pieceUnder(frame: HTMLElement, x: number, y: number): PieceUnder | undefined {
  const square = squareAt(frame, x, y);
  if (!square) return undefined;
  for (const p of frame.querySelectorAll<HTMLElement>('piece')) {
    if (p.classList.contains('ghost') || p.classList.contains('fading') || p.classList.contains('dragging')) continue;
    const r = p.getBoundingClientRect();
    if (squareAt(frame, r.left + r.width / 2, r.top + r.height / 2) !== square) continue;
    const role = [...p.classList].find((c) => c.endsWith('-piece'));
    // A hole is drawn as a piece but is none.
    if (!role || role === HOLE_ROLE) continue;
    return { square, letter: tokenOfRole(role), colour: p.classList.contains('black') ? 'black' : 'white', rect: r };
  }
  return undefined;
}

/** The description of a Turnover stack (its components), when the game has one for `letter`. */
export function stackText(variantId: string, letter: string): string | undefined {
  const id = `stack-${variantId}-${letter.toLowerCase()}`;
  return has(id) ? t(id) : undefined;
}

/** The tip's content: colour and name, what the piece is made of, its diagram and legend. */
function tipContent(tip: HTMLElement, v: VariantView, piece: PieceUnder, diagrams: PieceDiagramView[] | undefined): void {
  // A promoted piece shows its promoted kind's moves (the tokin's for a `+P`).
  const info = kindOfToken(v, piece.letter);
  const name = tokenName(v, piece.letter);
  tip.replaceChildren();
  const title = document.createElement('strong');
  title.className = 'piece-tip-name';
  title.textContent = t('piece-tip-title', { colour: piece.colour, piece: name });
  tip.appendChild(title);
  const stack = stackText(v.id, piece.letter);
  if (stack) {
    const small = document.createElement('small');
    small.className = 'piece-tip-stack';
    small.textContent = stack;
    tip.appendChild(small);
  }
  const d = info && diagrams?.find((x) => x.letter.toLowerCase() === info.letter.toLowerCase());
  if (!d) return;
  const box = document.createElement('div');
  box.className = 'piece-tip-diagram';
  tip.appendChild(box);
  const used = drawDiagram(box, v, d);
  tip.appendChild(legendList(used));
  if (piece.colour === 'black') {
    const note = document.createElement('small');
    note.textContent = t('piece-tip-white-view');
    tip.appendChild(note);
  }
}

/** Shows piece tips on `frame`; returns the function that stops them. */
export function attachPieceInfo(frame: HTMLElement, v: VariantView): () => void {
  let tip: HTMLElement | undefined;
  let timer: number | undefined;
  let press: { x: number; y: number } | undefined;
  let diagrams: PieceDiagramView[] | undefined;
  diagramsOf(v.id).then(
    (d) => (diagrams = d),
    () => undefined,
  );

  const hide = () => {
    window.clearTimeout(timer);
    tip?.remove();
    tip = undefined;
  };
  const show = (x: number, y: number) => {
    const piece = pieceUnder(frame, x, y);
    hide();
    if (!piece) return;
    tip = document.createElement('div');
    tip.className = 'piece-tip';
    tip.setAttribute('role', 'tooltip');
    tip.dataset.piece = piece.letter;
    tip.dataset.colour = piece.colour;
    tip.dataset.square = piece.square;
    tipContent(tip, v, piece, diagrams);
    document.body.appendChild(tip);
    // Beside the piece, inside the window.
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    let left = piece.rect.right + 8;
    if (left + w > window.innerWidth - 4) left = piece.rect.left - w - 8;
    left = Math.max(4, left);
    const top = Math.max(4, Math.min(piece.rect.top, window.innerHeight - h - 4));
    tip.style.left = `${left + window.scrollX}px`;
    tip.style.top = `${top + window.scrollY}px`;
  };

  const onMove = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') {
      if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > PRESS_SLOP) {
        press = undefined;
        window.clearTimeout(timer);
      }
      return;
    }
    hide();
    // Not while a button is held: that is a drag.
    if (e.buttons) return;
    const { clientX, clientY } = e;
    timer = window.setTimeout(() => show(clientX, clientY), HOVER_MS);
  };
  const onDown = (e: PointerEvent) => {
    hide();
    if (e.pointerType === 'mouse') return;
    press = { x: e.clientX, y: e.clientY };
    const { clientX, clientY } = e;
    timer = window.setTimeout(() => {
      press = undefined;
      show(clientX, clientY);
    }, LONG_PRESS_MS);
  };
  const onUp = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' && press) {
      press = undefined;
      window.clearTimeout(timer);
    }
  };
  // A finger lifted also "leaves": only the mouse leaving hides the tip.
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse') hide();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') hide();
  };
  const onOutside = (e: PointerEvent) => {
    if (tip && !frame.contains(e.target as Node)) hide();
  };
  // Capture: chessground handles the board's own events and may stop them.
  frame.addEventListener('pointermove', onMove, true);
  frame.addEventListener('pointerdown', onDown, true);
  frame.addEventListener('pointerup', onUp, true);
  frame.addEventListener('pointercancel', onUp, true);
  frame.addEventListener('pointerleave', onLeave);
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onOutside, true);
  return () => {
    hide();
    frame.removeEventListener('pointermove', onMove, true);
    frame.removeEventListener('pointerdown', onDown, true);
    frame.removeEventListener('pointerup', onUp, true);
    frame.removeEventListener('pointercancel', onUp, true);
    frame.removeEventListener('pointerleave', onLeave);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onOutside, true);
  };
}
