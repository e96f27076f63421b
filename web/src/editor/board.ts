// The board editor's board: chessgroundx with free moves. Pieces are dragged around, dragged off
// the board to delete them, dropped from the palette, or put by pressing a square while a
// palette piece (or the eraser) is chosen. It reports every change of the placement; it knows no
// rules. The board's holes (a FEN's `*`) stay where they are: a hole is never dragged, and a
// piece dragged onto one goes back; the game's holes are never filled nor erased, except on the
// designer's board, where a brush makes and unmakes them (the start position draws the board).
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import { renderStaticHands, splitHands, toKey } from '../board';
import { t } from '../i18n';
import { ensurePieceStyles, pieceSetOf } from '../pieces';
import type { Color, VariantView } from '../protocol';
import { isPromotedKind, paletteToken, roleOfToken } from '../promotions';
import { HOLE_ROLE, gameHoles, holesOf } from '../holes';

/** A piece as the editor handles it: its colour and FEN letter (lower case; `+p` for a promoted
 *  pawn, which a FEN writes `+P`). */
export interface EditorPiece {
  color: Color;
  letter: string;
}

/** What a click on a square does: put a piece, erase, make a hole (the designer's board only),
 *  or nothing (move pieces by dragging). */
export type Brush = EditorPiece | 'eraser' | 'hole' | null;

export function roleOf(letter: string): cg.Role {
  return roleOfToken(letter) as cg.Role;
}

/** A hole as chessgroundx holds it (a FEN's `*`). */
const HOLE: cg.Piece = { role: HOLE_ROLE as cg.Role, color: 'black' };

export interface EditorBoardOptions {
  /** The holes are the placement's own and the brushes change them (the designer's start
   *  position); otherwise they are the game's, and fixed. */
  editHoles?: boolean;
}

export class EditorBoard {
  readonly el: HTMLElement;
  private readonly cg: Api;
  private readonly coords: HTMLElement;
  private orientation: Color = 'white';
  /** The hands written after the board (`[Qp]`; '' when none): shown beside it, kept as given
   *  (they are edited in the FEN's text). */
  private hands = '';
  private readonly handsEl: HTMLElement;
  /** What a click on a square does. */
  brush: Brush = null;
  /** The squares kept as holes (wire names). */
  private holes: Set<string>;
  /** Whether a brush may make or unmake a hole. */
  private readonly editHoles: boolean;
  /** The last drag on the board (chessgroundx keys), to send a piece back off a hole. */
  private moved?: { orig: cg.Key; dest: cg.Key };

  constructor(
    parent: HTMLElement,
    private readonly variant: VariantView,
    private readonly onChange: () => void,
    opts: EditorBoardOptions = {},
  ) {
    this.editHoles = opts.editHoles === true;
    this.holes = gameHoles(variant);
    const { files, ranks } = variant;
    const set = pieceSetOf(variant.id);
    ensurePieceStyles(set, letters(variant));
    this.el = document.createElement('div');
    this.el.className = `board-frame editor-board pieces-${set} variant-${variant.id}`;
    this.el.style.setProperty('--files', String(files));
    this.el.style.setProperty('--ranks', String(ranks));
    this.el.dataset.files = String(files);
    this.el.dataset.ranks = String(ranks);
    this.el.dataset.orientation = this.orientation;
    const board = document.createElement('div');
    board.className = 'board';
    this.coords = document.createElement('div');
    this.coords.className = 'coords';
    this.el.append(board, this.coords);
    parent.appendChild(this.el);
    this.handsEl = document.createElement('div');
    this.handsEl.className = 'editor-hands';
    parent.appendChild(this.handsEl);
    this.showHands('');
    this.cg = Chessground(board, {
      dimensions: { width: files, height: ranks },
      orientation: this.orientation,
      coordinates: false,
      autoCastle: false,
      animation: { enabled: false },
      highlight: { lastMove: false, check: false },
      movable: { free: true, color: 'both', showDests: false },
      premovable: { enabled: false },
      draggable: { enabled: true, showGhost: true, deleteOnDropOff: true },
      selectable: { enabled: false },
      drawable: { enabled: false, visible: false },
      events: {
        move: (orig, dest) => {
          this.moved = { orig, dest };
        },
        change: () => {
          this.keepHoles();
          this.onChange();
        },
      },
    });
    // With a brush, a press on a square puts (or erases) there, and chessgroundx never sees it
    // (it would start dragging the piece being replaced); nor does it see a press on a hole.
    const press = (e: MouseEvent | TouchEvent) => {
      if (e instanceof MouseEvent && e.button !== 0) return;
      const point = 'touches' in e ? e.touches[0] : e;
      const square = point ? this.squareAt(point.clientX, point.clientY) : null;
      if (!square || (this.brush === null && !this.isHole(square))) return;
      e.stopPropagation();
      e.preventDefault();
      if (this.brush !== null) this.put(square, this.brush);
    };
    this.el.addEventListener('mousedown', press, true);
    this.el.addEventListener('touchstart', press, { capture: true, passive: false });
    this.renderCoords();
  }

  destroy(): void {
    this.cg.destroy();
    this.el.remove();
    this.handsEl.remove();
  }

  /** The placement field of the board's FEN, with the hands it was given. */
  placement(): string {
    return this.cg.getFen().split(' ')[0] + this.hands;
  }

  /** Shows a placement (a FEN's first field); a text chessgroundx cannot read leaves the board
   *  as it was (the rules' message says what is wrong). */
  setPlacement(placement: string): void {
    this.hands = splitHands(placement).hands;
    if (this.editHoles) this.holes = new Set(holesOf(placement, this.variant.ranks));
    this.showHands(placement);
    try {
      this.cg.set({ fen: placement });
    } catch {
      /* keep the board; the verdict names the problem */
    }
  }

  /** The hands, read only: they are written in the FEN's text. */
  private showHands(placement: string): void {
    renderStaticHands(this.handsEl, this.variant, placement);
    if (this.handsEl.hidden) return;
    const note = document.createElement('p');
    note.className = 'editor-hands-note';
    note.textContent = t('editor-hands-note');
    this.handsEl.appendChild(note);
  }

  /** Starts dragging a new piece from the palette. chessgroundx drops a new piece only on an
   *  empty square, so the square under the release is emptied first: the new piece replaces
   *  what stood there. */
  dragNew(piece: EditorPiece, e: MouseEvent | TouchEvent): void {
    if (e instanceof MouseEvent && e.button !== 0) return;
    if (e instanceof MouseEvent) e.preventDefault(); // no text selection while dragging
    const release = (up: MouseEvent | TouchEvent) => {
      window.removeEventListener('mouseup', release, true);
      window.removeEventListener('touchend', release, true);
      const point = 'changedTouches' in up ? up.changedTouches[0] : up;
      const square = point ? this.squareAt(point.clientX, point.clientY) : null;
      if (square) this.cg.setPieces(new Map([[toKey(square), undefined]]));
    };
    window.addEventListener('mouseup', release, true);
    window.addEventListener('touchend', release, true);
    this.cg.dragNewPiece({ role: roleOf(piece.letter), color: piece.color }, false, e as cg.MouchEvent, true);
  }

  /** The square (wire name) under a point of the page, or null off the board. */
  private squareAt(x: number, y: number): string | null {
    const box = this.el.getBoundingClientRect();
    const { files, ranks } = this.variant;
    const col = Math.floor(((x - box.left) * files) / box.width);
    const row = Math.floor(((y - box.top) * ranks) / box.height);
    if (col < 0 || row < 0 || col >= files || row >= ranks) return null;
    const white = this.orientation === 'white';
    const file = white ? col : files - 1 - col;
    const rank = white ? ranks - 1 - row : row;
    return `${String.fromCharCode(97 + file)}${rank + 1}`;
  }

  /** Whether the board shows a hole on `square` (wire name). */
  private isHole(square: string): boolean {
    return this.cg.state.boardState.pieces.get(toKey(square))?.role === HOLE_ROLE;
  }

  /** Puts what a brush puts on a square (wire name, `e4`): a piece, nothing, or a hole. False,
   *  and nothing done, on a hole of the game (which only the designer's board changes). */
  put(square: string, brush: Exclude<Brush, null>): boolean {
    if (this.holes.has(square) && !this.editHoles) return false;
    if (brush === 'hole' && !this.editHoles) return false;
    const piece = brush === 'eraser' ? undefined : brush === 'hole' ? HOLE : { role: roleOf(brush.letter), color: brush.color };
    if (brush === 'hole') this.holes.add(square);
    else this.holes.delete(square);
    this.cg.setPieces(new Map([[toKey(square), piece]]));
    this.onChange();
    return true;
  }

  /** Puts back the holes a drag or a drop from the palette covered: a piece dragged onto one
   *  goes back where it came from, a new piece is not put. */
  private keepHoles(): void {
    const pieces = this.cg.state.boardState.pieces;
    const diff: cg.PiecesDiff = new Map();
    for (const square of this.holes) {
      const key = toKey(square);
      const there = pieces.get(key);
      if (there?.role === HOLE_ROLE) continue;
      if (there && this.moved?.dest === key) diff.set(this.moved.orig, there);
      diff.set(key, HOLE);
    }
    this.moved = undefined;
    if (diff.size) this.cg.setPieces(diff);
  }

  flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    this.cg.set({ orientation: this.orientation });
    this.el.dataset.orientation = this.orientation;
    this.renderCoords();
  }

  private renderCoords(): void {
    const { files, ranks, first_rank_label: first } = this.variant;
    const white = this.orientation === 'white';
    const parts: string[] = [];
    for (let i = 0; i < files; i++) {
      const f = white ? i : files - 1 - i;
      parts.push(`<span class="coord file" style="left:${(i * 100) / files}%;width:${100 / files}%">${String.fromCharCode(97 + f)}</span>`);
    }
    for (let j = 0; j < ranks; j++) {
      const r = white ? ranks - 1 - j : j;
      parts.push(`<span class="coord rank" style="top:${(j * 100) / ranks}%;height:${100 / ranks}%">${first + r}</span>`);
    }
    this.coords.innerHTML = parts.join('');
  }
}

/** Every letter the game's pieces use (lower case), and the promoted form (`+p`) of each
 *  piece that promotes shogi-style. */
export function letters(v: VariantView): string[] {
  return [...new Set([...v.pieces.map((p) => p.letter.toLowerCase()), ...v.pieces.filter((p) => isPromotedKind(v, p.letter)).map((p) => paletteToken(v, p.letter))])];
}
