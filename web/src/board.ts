// The board: a view over chessgroundx. It receives a position, the legal moves (UCI strings from
// the server) and the last move, and emits "the user wants to play this UCI move". It knows no
// rules: promotion choices are read off the legal move list (a pawn's `e7e8q`, `e7e8n`, ...; a
// shogi-style piece's `c4c5+` beside `c4c5`, a promoted one's `b2b4-`; a drop's `+L@c3` beside
// `L@c3`: movechoices.ts), the centre rotation off the variant's declared transform. A move that
// leaves the piece on its square (`d5d5f`, a pawn promoting where it stands) is offered in the
// picker when the selected piece is pressed again or dragged back onto its square (inplace.ts).
// A move that may let a piece of the hand in through a gate (S-chess: `b1c3h` beside `b1c3`,
// castling's `e1g1h` and `h1e1h`; Chess960's king onto its rook, `f1d1h`) opens the picker on the
// square it starts from: no piece, or each piece that may enter (castling: on the king's square
// or the rook's, each marked with its name).
// A piece of a hand that has nowhere to drop (S-chess's hand, which only enters by gates) is not
// picked up.
// A pass (janggi: the royal piece's square twice, `e2e2`) is no move of a piece: a board that
// plays (the `passButton` option) has a Pass button under it, shown in a game whose file lets a
// side pass (`pass` of the game's view, or once a pass is among the legal moves) and enabled
// while a pass is legal. The board's diagonal lines (janggi's palaces, `diagonal_lines` of the
// game's view) are drawn under the pieces.
import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';
import { read as readFen, writeBoard } from 'chessgroundx/fen';
import { ensurePieceStyles, pieceSetOf } from './pieces';
import type { Color, VariantView } from './protocol';
import { has, pieceNameIn, t } from './i18n';
import { isPromotedKind, promotingLetters, tokenName, tokenOfRole } from './promotions';
import { dropUci, gateContext, isPass, joinRookDrags, parseDrop, parseUci, readLegal, type GateChoice } from './movechoices';
import { openPicker, type PickerChoice } from './picker';
import { animationMs, onSettingsChange } from './settings';
import { HOLE_ROLE, gameHoles, writePlacement } from './holes';
import { watchInPlace } from './inplace';

const CG_RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', ':', ';', '<', '=', '>', '?', '@'];

/** Wire square (`e10`, 1-based ranks) to a chessgroundx key (`e:`). */
export function toKey(square: string): cg.Key {
  const rank = parseInt(square.slice(1), 10);
  return `${square[0]}${CG_RANKS[rank - 1]}` as cg.Key;
}

/** chessgroundx key back to the wire square. */
export function fromKey(key: string): string {
  return `${key[0]}${CG_RANKS.indexOf(key[1]) + 1}`;
}

/** The square (wire name) under a page point on a board frame (one that carries `data-files`,
 *  `data-ranks` and `data-orientation`), or undefined off the board. */
export function squareAt(frame: HTMLElement, x: number, y: number): string | undefined {
  const box = frame.getBoundingClientRect();
  const files = Number(frame.dataset.files);
  const ranks = Number(frame.dataset.ranks);
  if (!files || !ranks || x < box.left || y < box.top || x >= box.right || y >= box.bottom) return undefined;
  const col = Math.floor(((x - box.left) * files) / box.width);
  const row = Math.floor(((y - box.top) * ranks) / box.height);
  const white = frame.dataset.orientation !== 'black';
  const file = white ? col : files - 1 - col;
  const rank = white ? ranks - 1 - row : row;
  return `${String.fromCharCode(97 + file)}${rank + 1}`;
}

/** The squares (chessgroundx keys) a last move marks: its two squares, or a drop's target with
 *  the hand's piece (`N@`), which chessgroundx marks in the pocket. */
function lastMoveKeys(uci: string | undefined): cg.Orig[] | undefined {
  // A pass moves nothing: nothing to mark.
  if (!uci || isPass(uci)) return undefined;
  const drop = parseDrop(uci);
  if (drop) return [`${drop.letter}@` as cg.DropOrig, toKey(drop.to)];
  const m = parseUci(uci);
  return m ? [toKey(m.from), toKey(m.to)] : undefined;
}

/** The pieces in each side's hand, by lower-case letter, in the order of the FEN. */
export interface Hands {
  white: Map<string, number>;
  black: Map<string, number>;
}

/** The hands of a FEN (`...RNBQKBNR[Qpp] w ...`: upper case White's, lower case Black's), or
 *  null when its placement has none (a game without drops). */
export function readHands(fen: string): Hands | null {
  const placement = fen.trim().split(/\s+/)[0] ?? '';
  const m = /\[([^\]]*)\]?/.exec(placement);
  if (!m) return null;
  const hands: Hands = { white: new Map(), black: new Map() };
  for (const ch of m[1]) {
    if (!/[a-z]/i.test(ch)) continue;
    const side = ch === ch.toUpperCase() ? hands.white : hands.black;
    const l = ch.toLowerCase();
    side.set(l, (side.get(l) ?? 0) + 1);
  }
  return hands;
}

/** The placement field without its hands (`rnbqkbnr/.../RNBQKBNR`), and the hands' part as
 *  written (`[Qpp]`, or '' when there is none). */
export function splitHands(placement: string): { board: string; hands: string } {
  const i = placement.indexOf('[');
  return i < 0 ? { board: placement, hands: '' } : { board: placement.slice(0, i), hands: placement.slice(i) };
}

/** The letters (lower case) a game's pockets show, in the order they are drawn: each piece that
 *  can be held (every piece but the royal one when captures go to the hand, else those of the
 *  start position's hands), in the reverse of the file's order: pawns first, then up to the
 *  strongest (P N B R Q in chess). Empty for a game without drops. */
export function pocketLetters(v: VariantView): string[] {
  if (!v.drops) return [];
  const held = new Set<string>();
  // A promoted kind (shogi's tokin) goes to the hand as the piece it came from: it has no place.
  if (v.drops.captures_to_hand) for (const p of v.pieces) if (!p.royal && !isPromotedKind(v, p.letter)) held.add(p.letter.toLowerCase());
  const start = readHands(v.start_fen);
  for (const l of [...(start?.white.keys() ?? []), ...(start?.black.keys() ?? [])]) held.add(l);
  const order = v.pieces.map((p) => p.letter.toLowerCase()).reverse();
  const rank = (l: string) => (order.indexOf(l) < 0 ? order.length : order.indexOf(l));
  return [...held].sort((a, b) => rank(a) - rank(b));
}

/** One hand in words, in the page's language: "White's hand: Queen, 2 pawns" (`pocket-label`). */
export function handText(v: VariantView, colour: Color, hand: Map<string, number> | undefined): string {
  // In the file's order: the strongest first in chess ("Queen, 2 pawns").
  const order = v.pieces.map((p) => p.letter.toLowerCase());
  const rank = (l: string) => (order.indexOf(l) < 0 ? order.length : order.indexOf(l));
  const parts = [...(hand ?? new Map<string, number>()).entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => rank(a[0]) - rank(b[0]))
    .map(([letter, n]) => handPiece(v, letter, n));
  return t('pocket-label', { colour, hand: parts.length ? parts.join(', ') : t('pocket-empty') });
}

/** `n` pieces of a letter: the piece's name alone for one, else "2 pawns" for the usual pieces
 *  (`pocket-many-pawn`) and "2 × Elephant" for the others. */
function handPiece(v: VariantView, letter: string, n: number): string {
  const piece = v.pieces.find((p) => p.letter.toLowerCase() === letter);
  const name = pieceName(v, letter);
  if (n === 1) return name;
  const usual = piece ? `pocket-many-${piece.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  const own = piece ? has(`piece-${v.id}-${letter}`) : true;
  return usual && !own && has(usual) ? t(usual, { count: n }) : t('pocket-many', { count: n, piece: name });
}

export interface Position {
  fen: string;
  turn: Color;
  /** Legal moves of the side to move, in UCI; empty when it is not this viewer's turn. */
  legal: string[];
  /** More destinations the server offers beyond the moves' own squares (`dests` of the
   *  protocol): a castling king's own rook. A move to one is sent as it was made (`e1h1`); in
   *  Chess960 that is castling's own form, already among the legal moves (`b1a1`). */
  dests?: Record<string, string[]>;
  lastMove?: string;
  check?: boolean;
  /** The squares of the pieces in check (the king, and coregal's attacked queens); empty or
   *  absent: the side to move's king is marked when `check` says so. */
  checked?: string[];
  /** Who may move pieces here: a colour, both (hot-seat), or nobody (spectator, game over). */
  movable: Color | 'both' | null;
  /** Premoves allowed (only for a seated player of a running game). */
  premove: boolean;
}

/** An arrow from square to square (wire names), in one of chessgroundx's brushes. */
export interface BoardArrow {
  from: string;
  to: string;
  brush: string;
  /** Line width in chessgroundx's units (its default is 10). */
  width?: number;
}

export interface BoardOptions {
  variant: VariantView;
  orientation: Color;
  onMove: (uci: string) => void;
  /** Asked at each promotion: true plays the first choice without opening the picker. */
  promoteFirst?: () => boolean;
  /** False leaves out the hands of a game with drops (a rules page's Try-it about a piece's
   *  moves); they are shown by default. */
  pockets?: boolean;
  /** A Pass button under the board, for a page that plays moves on it (a game whose side may
   *  pass: janggi). Absent: none. */
  passButton?: boolean;
}

/** Premove targets without rules: every square on a line or a (1,2)/(2,4) leap from the piece, but
 *  a hole. The server decides later whether the premove is legal. */
function premoveTargets(files: number, ranks: number): cg.Premove {
  return (state, key) => {
    const [x1, y1] = [key.charCodeAt(0) - 97, CG_RANKS.indexOf(key[1])];
    const out: cg.Key[] = [];
    for (let x = 0; x < files; x++)
      for (let y = 0; y < ranks; y++) {
        const dx = Math.abs(x - x1);
        const dy = Math.abs(y - y1);
        if (dx === 0 && dy === 0) continue;
        const line = dx === 0 || dy === 0 || dx === dy;
        const leap = (dx === 1 && dy === 2) || (dx === 2 && dy === 1) || (dx === 2 && dy === 4) || (dx === 4 && dy === 2);
        const key = `${String.fromCharCode(97 + x)}${CG_RANKS[y]}` as cg.Key;
        if ((line || leap) && state.pieces.get(key)?.role !== HOLE_ROLE) out.push(key);
      }
    return out;
  };
}

/** Predrop targets without rules: every empty square (a hole is a piece to chessgroundx, so none
 *  of them); the server decides later. */
function emptySquares(files: number, ranks: number): cg.Predrop {
  return (state) => {
    const out: cg.Key[] = [];
    for (let x = 0; x < files; x++)
      for (let y = 0; y < ranks; y++) {
        const key = `${String.fromCharCode(97 + x)}${CG_RANKS[y]}` as cg.Key;
        if (!state.pieces.has(key)) out.push(key);
      }
    return out;
  };
}

export class Board {
  readonly el: HTMLElement;
  private readonly cgEl: HTMLElement;
  private readonly coordsEl: HTMLElement;
  private readonly cg: Api;
  private readonly variant: VariantView;
  private readonly onMove: (uci: string) => void;
  private readonly promoteFirst: () => boolean;
  private orientation: Color;
  private position?: Position;
  /** The forms of each move (from + to) and drop (`N@e4`) that has more than its plain one: the
   *  pawn's promotion letters (those the game allows it now), `+` (promote) or `-` (turn back)
   *  of a shogi-style piece, a drop's `+`, and '' (plain) where the plain form is legal too. */
  private choices = readLegal([], []);
  /** Closes the picker, while it is open. */
  private picker?: () => void;
  private rotationTimer?: number;
  private readonly stopSettings: () => void;
  /** Stops watching for a press that offers a move leaving the piece where it stands. */
  private readonly stopInPlace: () => void;
  /** The hands, above and below the board (a game with drops only). */
  private readonly pockets?: { top: HTMLElement; bottom: HTMLElement };
  /** The letters the pockets have a place for (lower case, in their order). */
  private pocketOrder: string[] = [];
  /** Whether the hand's pieces were last seen droppable: false when the side to move held
   *  pieces and the legal list had no drop (S-chess, whose hand only enters by gates), which
   *  keeps them from being picked up for a predrop too; undefined until known. */
  private handDrops?: boolean;
  /** The Pass button and its row (a board that plays moves only). */
  private readonly pass?: { row: HTMLElement; button: HTMLButtonElement };
  /** A pass was once among the legal moves. */
  private passSeen = false;
  /** Some side could move pieces on this board at some point (the viewer plays here). */
  private playedHere = false;

  constructor(parent: HTMLElement, opts: BoardOptions) {
    this.variant = opts.variant;
    this.onMove = opts.onMove;
    this.promoteFirst = opts.promoteFirst ?? (() => false);
    this.orientation = opts.orientation;
    const { files, ranks } = opts.variant;
    const set = pieceSetOf(opts.variant.id);
    ensurePieceStyles(set, pieceLetters(opts.variant));

    this.el = document.createElement('div');
    this.el.className = `board-frame pieces-${set} variant-${opts.variant.id}`;
    this.el.style.setProperty('--files', String(files));
    this.el.style.setProperty('--ranks', String(ranks));
    this.el.dataset.files = String(files);
    this.el.dataset.ranks = String(ranks);
    this.cgEl = document.createElement('div');
    this.cgEl.className = 'board';
    this.coordsEl = document.createElement('div');
    this.coordsEl.className = 'coords';
    this.el.append(this.cgEl, this.coordsEl);
    if (opts.variant.drops && opts.pockets !== false) {
      // The hands: chessgroundx draws them (pocketRoles) into these, the side at the bottom of
      // the board below it; a piece is dropped by dragging it, or by tapping it then a square.
      const pocket = () => {
        const el = document.createElement('div');
        el.className = `board-pocket pieces-${set} variant-${opts.variant.id}`;
        el.setAttribute('role', 'img');
        return el;
      };
      this.pockets = { top: pocket(), bottom: pocket() };
      this.pocketOrder = pocketLetters(opts.variant);
      parent.append(this.pockets.top, this.el, this.pockets.bottom);
    } else parent.appendChild(this.el);
    if (opts.passButton) {
      const row = document.createElement('div');
      row.className = 'board-pass';
      row.hidden = true;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pass-button';
      button.textContent = t('action-pass');
      button.title = t('action-pass-title');
      button.disabled = true;
      button.addEventListener('click', () => this.playPass());
      row.appendChild(button);
      parent.appendChild(row);
      this.pass = { row, button };
    }

    const pocketRoles = this.pockets ? this.pocketRoles() : undefined;
    this.cg = Chessground(
      this.cgEl,
      {
        dimensions: { width: files, height: ranks },
        orientation: this.orientation,
        coordinates: false,
        autoCastle: false,
        blockTouchScroll: true,
        kingRoles: royalRoles(opts.variant),
        animation: { enabled: animationMs() > 0, duration: animationMs() },
        highlight: { lastMove: true, check: true },
        movable: {
          free: false,
          showDests: true,
          events: {
            after: (orig, dest) => this.userMoved(fromKey(orig), fromKey(dest)),
            afterNewPiece: (piece, dest) => this.userDropped(piece.role.slice(0, -'-piece'.length), fromKey(dest)),
          },
        },
        premovable: { enabled: true, premoveFunc: premoveTargets(files, ranks), predropFunc: emptySquares(files, ranks), castle: false },
        draggable: { enabled: true, showGhost: true },
        drawable: { enabled: true },
        pocketRoles,
        // chessgroundx draws the pockets at once: they need a position with hands.
        fen: this.pockets ? opts.variant.start_fen : undefined,
      },
      this.pockets?.top,
      this.pockets?.bottom,
    );
    this.renderCoords();
    this.labelPockets();
    this.el.dataset.orientation = this.orientation;
    this.stopSettings = onSettingsChange(() => this.cg.set({ animation: { enabled: animationMs() > 0, duration: animationMs() } }));
    this.guardHoles();
    this.guardPockets();
    // A move that leaves the piece on its square (a pawn promoting where it stands, `d5d5f`):
    // the selected piece pressed again, or dragged back onto its square, offers it.
    this.stopInPlace = watchInPlace({
      frame: this.el,
      cg: this.cg,
      squareAt: (x, y) => squareAt(this.el, x, y),
      squareOf: fromKey,
      has: (square) => (this.choices.moves.get(square + square)?.length ?? 0) > 0,
      offer: (square) => this.offerInPlace(square),
    });
    this.renderLines();
  }

  /** A press on a hole never reaches chessgroundx: a hole is no piece to pick up or drag (the
   *  promotion picker, which may stand over one, takes its presses itself). */
  private guardHoles(): void {
    const press = (e: MouseEvent | TouchEvent) => {
      if (this.picker) return;
      const point = 'touches' in e ? e.touches[0] : e;
      const square = point ? squareAt(this.el, point.clientX, point.clientY) : undefined;
      if (!square || !this.isHole(square)) return;
      e.stopPropagation();
      e.preventDefault();
    };
    this.el.addEventListener('mousedown', press, true);
    this.el.addEventListener('touchstart', press, { capture: true, passive: false });
  }

  /** A press on a piece of a hand that may not be dropped now never reaches chessgroundx: on
   *  its side's turn, one with no legal drop; before it, one of a game whose hands were seen to
   *  have none (a predrop could never be played). */
  private guardPockets(): void {
    if (!this.pockets) return;
    const press = (e: MouseEvent | TouchEvent) => {
      const piece = (e.target as Element | null)?.closest?.<HTMLElement>('piece[data-role]');
      const role = piece?.dataset.role;
      const colour = piece?.dataset.color as Color | undefined;
      if (!role || !colour || this.mayDrop(role.slice(0, -'-piece'.length), colour)) return;
      e.stopPropagation();
      e.preventDefault();
    };
    for (const el of [this.pockets.top, this.pockets.bottom]) {
      el.addEventListener('mousedown', press, true);
      el.addEventListener('touchstart', press, { capture: true, passive: false });
    }
  }

  /** Whether a piece of `colour`'s hand (its letter, lower case) may be picked up to drop. */
  private mayDrop(letter: string, colour: Color): boolean {
    const pos = this.position;
    if (!pos) return true;
    if (pos.turn === colour && pos.legal.length) return this.choices.targets.has(`${letter.toUpperCase()}@`);
    return this.handDrops !== false;
  }

  /** Marks each pocket whose pieces may not be picked up now (no pointer over them). */
  private markPockets(): void {
    if (!this.pockets) return;
    const pos = this.position;
    const dropsNow = [...this.choices.targets.keys()].some((k) => k.endsWith('@'));
    for (const el of [this.pockets.top, this.pockets.bottom]) {
      const colour = el.dataset.colour as Color | undefined;
      const onTurn = pos?.turn === colour && (pos?.legal.length ?? 0) > 0;
      el.classList.toggle('no-drops', !!pos && !!colour && (onTurn ? !dropsNow : this.handDrops === false));
    }
  }

  /** Whether the position shown has a hole on `square` (wire name). */
  private isHole(square: string): boolean {
    return this.cg.state.boardState.pieces.get(toKey(square))?.role === HOLE_ROLE;
  }

  destroy(): void {
    this.pass?.row.remove();
    this.stopSettings();
    this.stopInPlace();
    window.clearTimeout(this.rotationTimer);
    this.cg.destroy();
    this.el.remove();
    this.pockets?.top.remove();
    this.pockets?.bottom.remove();
  }

  flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
    this.closePicker();
    this.cg.set({ orientation: this.orientation });
    this.el.dataset.orientation = this.orientation;
    this.renderCoords();
    this.labelPockets();
  }

  /** Plays the pass of the position shown, when one is legal. */
  private playPass(): void {
    const pass = this.choices.pass;
    if (!pass || !this.position?.movable || this.pass?.button.disabled) return;
    this.closePicker();
    this.onMove(pass);
  }

  /** The Pass button: shown in a game whose side may pass (its view says so, or a pass was seen
   *  among the legal moves) to a viewer who has moved pieces on this board (not to a spectator),
   *  enabled while the side that may move here has a pass. Once shown it stays, disabled when no
   *  pass is legal, so the board does not shift from one turn to the next. */
  private renderPass(): void {
    if (!this.pass) return;
    const pos = this.position;
    if (pos?.movable) this.playedHere = true;
    const now = pos?.movable && this.choices.pass ? this.choices.pass : undefined;
    if (now) this.passSeen = true;
    this.pass.row.hidden = !((this.variant.pass || this.passSeen) && this.playedHere);
    this.pass.button.disabled = !now;
  }

  /** The game's diagonal lines (janggi's palaces), under the pieces. */
  private renderLines(): void {
    markDiagonalLines(this.el, this.variant, this.orientation, this.variant.diagonal_lines ?? []);
  }

  getOrientation(): Color {
    return this.orientation;
  }

  /** Shows a position. With `rotateAfter` the variant's board transform is animated: first the
   *  move lands, then the cycle of squares turns into the final position. */
  set(pos: Position, opts: { rotate?: boolean } = {}): void {
    this.position = pos;
    this.closePicker();
    window.clearTimeout(this.rotationTimer);
    this.choices = readLegal(pos.legal, this.variant.promotion, this.gates(pos));
    joinRookDrags(this.choices.gates, pos.dests ?? {});
    this.renderPass();
    const hand = readHands(pos.fen)?.[pos.turn];
    if (pos.legal.length && hand && [...hand.values()].some((n) => n > 0)) this.handDrops = pos.legal.some((m) => parseDrop(m) !== undefined);
    const dests: cg.Dests = new Map();
    // A drop's origin is chessgroundx's `N@`; a square's is its key.
    for (const [from, tos] of this.choices.targets) dests.set(from.endsWith('@') ? (from as cg.DropOrig) : toKey(from), tos.map(toKey));
    for (const [from, tos] of Object.entries(pos.dests ?? {})) {
      const list = dests.get(toKey(from)) ?? [];
      // A pass's square (the royal piece's own, `e2e2`) is no destination: the Pass button plays it.
      for (const to of tos) if (!list.includes(toKey(to)) && !(to === from && this.choices.pass === from + to)) list.push(toKey(to));
      dests.set(toKey(from), list);
    }
    this.fitPockets(pos.fen);
    const config = {
      turnColor: pos.turn,
      check: pos.checked?.length ? pos.checked.map(toKey) : pos.check ? pos.turn : false,
      lastMove: lastMoveKeys(pos.lastMove),
      viewOnly: false,
      movable: { color: pos.movable ?? undefined, dests },
      premovable: { enabled: pos.premove },
    } as const;
    const cycle = this.variant.transforms[0]?.rotate;
    if (opts.rotate && cycle && cycle.length > 1) {
      // Show the position before the transform first, then the transform itself.
      this.cg.set({ ...config, fen: unrotate(pos.fen, cycle, this.variant), movable: { color: undefined, dests: new Map() } });
      this.rotationTimer = window.setTimeout(() => {
        this.showRotation(cycle);
        this.cg.set({ ...config, fen: pos.fen });
        this.cg.playPremove();
      }, 260);
      return;
    }
    this.cg.set({ ...config, fen: pos.fen });
    this.labelPockets();
    if (pos.movable && pos.movable !== 'both' && pos.legal.length) this.cg.playPremove();
  }

  /** Shows a past position for review: nothing can move. */
  review(fen: string, lastMove?: string): void {
    this.closePicker();
    // No pass while a past position is shown.
    if (this.pass) this.pass.button.disabled = true;
    window.clearTimeout(this.rotationTimer);
    this.fitPockets(fen);
    this.cg.set({
      fen,
      lastMove: lastMoveKeys(lastMove),
      check: false,
      movable: { color: undefined, dests: new Map() },
    });
    this.labelPockets();
  }

  /** The hands shown now, by side (null for a game without drops). */
  hands(): Hands | null {
    const pockets = this.cg.state.boardState.pockets;
    if (!this.pockets || !pockets) return null;
    const letters = (p: cg.Pocket) => new Map([...p].map(([role, n]) => [role.slice(0, -'-piece'.length), n]));
    return { white: letters(pockets.white), black: letters(pockets.black) };
  }

  private pocketRoles(): cg.PocketRoles {
    const roles = this.pocketOrder.map((l) => `${l}-piece` as cg.Role);
    return { white: roles, black: [...roles] };
  }

  /** A position whose hands hold a piece the pockets have no place for (one set up in the
   *  editor, say) gets a place for it. */
  private fitPockets(fen: string): void {
    if (!this.pockets) return;
    const hands = readHands(fen);
    const more = [...(hands?.white.keys() ?? []), ...(hands?.black.keys() ?? [])].filter((l) => !this.pocketOrder.includes(l));
    if (!more.length) return;
    this.pocketOrder = [...this.pocketOrder, ...new Set(more)];
    this.cg.set({ pocketRoles: this.pocketRoles() });
    this.cg.redrawAll();
  }

  /** Each pocket says whose hand it is and what it holds (its pieces are pictures). */
  private labelPockets(): void {
    if (!this.pockets) return;
    const hands = this.hands();
    const bottom = this.orientation;
    const top: Color = bottom === 'white' ? 'black' : 'white';
    for (const [el, colour] of [
      [this.pockets.top, top],
      [this.pockets.bottom, bottom],
    ] as const) {
      el.dataset.colour = colour;
      el.setAttribute('aria-label', handText(this.variant, colour, hands?.[colour]));
    }
    this.markPockets();
  }

  cancelPremove(): void {
    this.cg.cancelPremove();
  }

  /** Arrows drawn by the page (not the user's own): the analysis board's engine moves. */
  setArrows(arrows: BoardArrow[]): void {
    // An arrow to its own square (a drop's) is drawn as a circle.
    this.cg.setAutoShapes(
      arrows.map((a) => ({
        orig: toKey(a.from),
        dest: a.from === a.to ? undefined : toKey(a.to),
        brush: a.brush,
        modifiers: a.width ? { lineWidth: a.width } : undefined,
      })),
    );
  }

  /** What tells gating moves in a position (undefined when it can have none). */
  private gates(pos: Position): ReturnType<typeof gateContext> {
    if (!this.variant.drops?.gating) return undefined;
    const pieces = readFen(pos.fen, { width: this.variant.files, height: this.variant.ranks }).pieces;
    const order = this.variant.pieces.map((p) => p.letter);
    return gateContext(pos.fen, this.variant.ranks, order, (square) => pieces.get(toKey(square))?.color === pos.turn);
  }

  private userMoved(from: string, to: string): void {
    const gates = this.choices.gates.get(from + to);
    if (gates?.length) {
      // A form that is the only legal one (a gate that must be used, as when only the entering
      // piece shields the king) is played without asking.
      if (gates.length === 1) this.onMove(gates[0].uci);
      else this.openPicker(from, t('gate-title'), this.gateChoices(from, gates));
      return;
    }
    const choices = this.choices.moves.get(from + to);
    if (!choices?.length) {
      this.onMove(from + to);
      return;
    }
    // A form that is forced (`a4a5+` or `b2b4-` alone) is played as it is, like a single choice.
    if (choices.length === 1 || this.promoteFirst()) {
      this.onMove(from + to + choices[0]);
      return;
    }
    // The piece that moved, as a token (`s`, `+s`): a shogi-style choice shows it turned or not.
    const moved = tokenOfRole(this.cg.state.boardState.pieces.get(toKey(to))?.role ?? '');
    this.openPicker(to, t('promotion-title'), this.formChoices(from, to, choices, moved));
  }

  /** The moves that leave the piece on `square` (a pawn promoting where it stands, `d5d5f`),
   *  offered in the picker on that square, even one alone: the press that asks for them is also
   *  how a piece is let go, so nothing is played without a choice. */
  private offerInPlace(square: string): void {
    const choices = this.choices.moves.get(square + square);
    if (!choices?.length || !this.position) return;
    const stands = tokenOfRole(this.cg.state.boardState.pieces.get(toKey(square))?.role ?? '');
    this.openPicker(square, t('promotion-in-place-title'), this.formChoices(square, square, choices, stands));
  }

  /** The picker's choices for the forms of a move: what the piece becomes, named. `moved`: the
   *  piece that moves, as a token (`s`, `+s`). */
  private formChoices(from: string, to: string, choices: string[], moved: string): PickerChoice[] {
    // A pawn that may stay a pawn (Grand chess) has '' among piece letters, not beside a `+`/`-`.
    const pawnMayStay = choices.includes('') && !choices.includes('+') && !choices.includes('-');
    return choices.map((suffix) => {
      // What the piece becomes, as a token: `q`, `+s` (promoted silver), `s` (turned back, or
      // stays).
      const token = suffix === '+' ? `+${moved}` : suffix === '-' ? moved.replace('+', '') : suffix === '' ? moved : suffix;
      const shogi = suffix === '+' || suffix === '-' || suffix === '';
      const name = shogi ? tokenName(this.variant, token) : pieceName(this.variant, suffix);
      const stay = suffix === '' && pawnMayStay;
      return { token, label: stay ? t('promotion-stay', { piece: name }) : name, uci: from + to + suffix, stay };
    });
  }

  /** The picker's choices for a move that may open a gate: no piece, or a piece entering on a
   *  square, each named ("Hawk enters on b1"); castling's two squares each have their column, and
   *  each choice shows its square's name. */
  private gateChoices(from: string, gates: GateChoice[]): PickerChoice[] {
    const castling = new Set(gates.filter((g) => g.letter).map((g) => g.square)).size > 1;
    const label = (square: string) => `${square[0]}${parseInt(square.slice(1), 10) - 1 + this.variant.first_rank_label}`;
    return gates.map((g) => {
      if (!g.letter) return { token: '', none: true, square: from, label: t(castling ? 'gate-castle-none' : 'gate-none'), uci: g.uci };
      const piece = pieceName(this.variant, g.letter);
      return {
        token: g.letter,
        square: g.square,
        note: castling ? label(g.square) : undefined,
        label: t('gate-piece', { piece, square: label(g.square) }),
        uci: g.uci,
      };
    });
  }

  /** A piece of the hand (its letter, lower case) put on `to`: played as it is, or as its
   *  promoted form where only that is legal; where both are, the picker asks which side up. */
  private userDropped(letter: string, to: string): void {
    const choices = this.choices.drops.get(`${letter.toUpperCase()}@${to}`);
    if (!choices?.length || choices.length === 1) {
      this.onMove(dropUci(letter, to, choices?.[0] === '+'));
      return;
    }
    this.openPicker(
      to,
      t('drop-side-title'),
      choices.map((form) => {
        const token = form === '+' ? `+${letter.toLowerCase()}` : letter.toLowerCase();
        return { token, label: tokenName(this.variant, token), uci: dropUci(letter, to, form === '+') };
      }),
    );
  }

  /** The picker stands on the square and runs towards the board's middle, the first choice
   *  (the game file's first, the queen in chess; the promoted piece in shogi) on the square
   *  itself. Closing it without a choice takes the move back (docs/rules/chess.md, decision 7). */
  private openPicker(square: string, title: string, choices: PickerChoice[]): void {
    this.closePicker();
    const { files, ranks } = this.variant;
    this.picker = openPicker({
      frame: this.el,
      files,
      ranks,
      orientation: this.orientation,
      square,
      colour: this.position?.turn ?? 'white',
      title,
      choices,
      onPick: (uci) => {
        this.picker = undefined;
        this.onMove(uci);
      },
      onCancel: () => {
        this.picker = undefined;
        if (this.position) this.set(this.position);
      },
    });
  }

  private closePicker(): void {
    this.picker?.();
    this.picker = undefined;
  }

  private showRotation(cycle: string[]): void {
    const { files, ranks } = this.variant;
    let minX = files;
    let maxX = -1;
    let minY = ranks;
    let maxY = -1;
    for (const sq of cycle) {
      const f = sq.charCodeAt(0) - 97;
      const r = parseInt(sq.slice(1), 10) - 1;
      const x = this.orientation === 'white' ? f : files - 1 - f;
      const y = this.orientation === 'white' ? ranks - 1 - r : r;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const ring = document.createElement('div');
    ring.className = 'rotation-ring';
    ring.style.left = `${(minX * 100) / files}%`;
    ring.style.top = `${(minY * 100) / ranks}%`;
    ring.style.width = `${((maxX - minX + 1) * 100) / files}%`;
    ring.style.height = `${((maxY - minY + 1) * 100) / ranks}%`;
    ring.innerHTML =
      '<svg viewBox="0 0 100 100" aria-hidden="true"><path d="M50 12 A38 38 0 1 1 14 38" fill="none" ' +
      'stroke="currentColor" stroke-width="6" stroke-linecap="round"/><path d="M6 30 L14 44 L24 32 Z" fill="currentColor"/></svg>';
    this.el.appendChild(ring);
    window.setTimeout(() => ring.remove(), 700);
  }

  /** The game's goal squares (King of the Hill's centre), marked under the pieces. */
  private renderGoal(): void {
    const goal = [...(this.variant.goal_squares ?? []), ...(this.variant.goal_squares_black ?? [])];
    if (goal.length) markGoal(this.el, this.variant, this.orientation);
    markRegions(this.el, this.variant, this.orientation);
    this.renderLines();
  }

  private renderCoords(): void {
    this.renderGoal();
    const { files, ranks } = this.variant;
    const first = this.variant.first_rank_label;
    const white = this.orientation === 'white';
    const parts: string[] = [];
    for (let i = 0; i < files; i++) {
      const f = white ? i : files - 1 - i;
      parts.push(
        `<span class="coord file" style="left:${(i * 100) / files}%;width:${100 / files}%">${String.fromCharCode(97 + f)}</span>`,
      );
    }
    for (let j = 0; j < ranks; j++) {
      const r = white ? ranks - 1 - j : j;
      parts.push(
        `<span class="coord rank" style="top:${(j * 100) / ranks}%;height:${100 / ranks}%">${first + r}</span>`,
      );
    }
    this.coordsEl.innerHTML = parts.join('');
  }
}

/** The width over the height of what a page shows of a board: the board, and in a game with
 *  drops its two pockets (each about 0.8 of a square high, with their margins). */
export function boardAspect(v: VariantView): number {
  return v.files / (v.ranks + (v.drops ? 1.8 : 0));
}

/** The letters (lower case) the game's boards draw: every piece's, the start position's, and
 *  `+x` for each piece that promotes shogi-style (its promoted form). */
function pieceLetters(v: VariantView): string[] {
  const letters = new Set(v.pieces.map((p) => p.letter.toLowerCase()));
  for (const ch of v.start_fen.split(' ')[0]) if (/[a-z]/i.test(ch)) letters.add(ch.toLowerCase());
  // A `+X` in a FEN (the start, or one set up) whose promotion the page does not know is drawn
  // too.
  for (const l of promotingLetters(v)) letters.add(`+${l}`);
  for (const m of v.start_fen.split(' ')[0].matchAll(/\+([a-z])/gi)) letters.add(`+${m[1].toLowerCase()}`);
  return [...letters];
}

function royalRoles(v: VariantView): cg.Role[] {
  const royal = v.pieces.filter((p) => p.royal).map((p) => `${p.letter.toLowerCase()}-piece` as cg.Role);
  return royal.length ? royal : ['k-piece'];
}

export function pieceName(v: VariantView, letter: string): string {
  const piece = v.pieces.find((p) => p.letter.toLowerCase() === letter.toLowerCase());
  return piece ? pieceNameIn(v.id, piece.letter, piece.name) : letter.toUpperCase();
}

/** The placement before the variant's cycle was applied: the cycle `[a, b, c, d]` moved the
 *  content of a to b, b to c, and so on, so the content now on b stood on a. */
function unrotate(fen: string, cycle: string[], v: VariantView): string {
  const dims = { width: v.files, height: v.ranks };
  const state = readFen(fen, dims);
  const now = state.pieces;
  const before = new Map(now);
  for (let i = 0; i < cycle.length; i++) {
    const from = toKey(cycle[i]);
    const to = toKey(cycle[(i + 1) % cycle.length]);
    const piece = now.get(to);
    if (piece) before.set(from, piece);
    else before.delete(from);
  }
  return writeBoard(before, dims);
}

/** The placement field of a FEN, drawn as a static mini board (home page thumbnails). */
export function miniBoard(parent: HTMLElement, v: VariantView): void {
  const set = pieceSetOf(v.id);
  ensurePieceStyles(set, pieceLetters(v));
  const frame = document.createElement('div');
  frame.className = `board-frame mini pieces-${set}`;
  frame.style.setProperty('--files', String(v.files));
  frame.style.setProperty('--ranks', String(v.ranks));
  const el = document.createElement('div');
  el.className = 'board';
  frame.appendChild(el);
  parent.appendChild(frame);
  Chessground(el, {
    fen: v.start_fen,
    dimensions: { width: v.files, height: v.ranks },
    coordinates: false,
    viewOnly: true,
    drawable: { enabled: false, visible: false },
  });
}

export interface SquareMark {
  square: string;
  /** CSS classes of the mark (`tryit-from`, `diagram-move`, ...). */
  cls: string;
  title?: string;
}

/** Marks squares of a board frame with absolutely placed boxes (under the pieces' pointer
 *  events: they never catch a tap). Replaces earlier marks of the same layer. */
export function markSquares(
  frame: HTMLElement,
  v: { files: number; ranks: number },
  orientation: Color,
  marks: SquareMark[],
  layer = 'marks',
): void {
  frame.querySelector(`.square-marks[data-layer="${layer}"]`)?.remove();
  const box = document.createElement('div');
  box.className = 'square-marks';
  box.dataset.layer = layer;
  for (const m of marks) {
    const file = m.square.charCodeAt(0) - 97;
    const rank = parseInt(m.square.slice(1), 10) - 1;
    const col = orientation === 'white' ? file : v.files - 1 - file;
    const row = orientation === 'white' ? v.ranks - 1 - rank : rank;
    const el = document.createElement('span');
    el.className = `square-mark ${m.cls}`;
    el.dataset.square = m.square;
    if (m.title) el.title = m.title;
    el.style.left = `${(col * 100) / v.files}%`;
    el.style.top = `${(row * 100) / v.ranks}%`;
    el.style.width = `${100 / v.files}%`;
    el.style.height = `${100 / v.ranks}%`;
    box.appendChild(el);
  }
  frame.appendChild(box);
}

/** Marks a game's goal squares on a board frame (nothing for a game without them): both
 *  sides' when each has its own (Breakthrough). */
export function markGoal(frame: HTMLElement, v: VariantView, orientation: Color): void {
  const goal = [...(v.goal_squares ?? []), ...(v.goal_squares_black ?? [])];
  if (!goal.length) return;
  markSquares(frame, v, orientation, goal.map((square) => ({ square, cls: 'goal-square', title: t('board-goal-square') })), 'goal');
}

/** Outlines the regions some pieces keep to (xiangqi's palaces and river): a line on every
 *  side of a region's square whose neighbour is on the board (not a hole) but outside the
 *  region. */
export function markRegions(frame: HTMLElement, v: VariantView, orientation: Color): void {
  const regions = v.regions ?? [];
  if (!regions.length) return;
  const holes = gameHoles(v);
  const flip = orientation === 'black';
  const sides: [number, number, string][] = [
    [0, 1, flip ? 's' : 'n'],
    [0, -1, flip ? 'n' : 's'],
    [1, 0, flip ? 'w' : 'e'],
    [-1, 0, flip ? 'e' : 'w'],
  ];
  const marks: SquareMark[] = [];
  for (const region of regions) {
    const inside = new Set(region);
    for (const square of region) {
      const file = square.charCodeAt(0) - 97;
      const rank = parseInt(square.slice(1), 10);
      const edges = sides
        .filter(([df, dr]) => {
          const f = file + df;
          const r = rank + dr;
          const next = `${String.fromCharCode(97 + f)}${r}`;
          const onBoard = f >= 0 && f < v.files && r >= 1 && r <= v.ranks && !holes.has(next);
          return onBoard && !inside.has(next);
        })
        .map(([, , edge]) => `edge-${edge}`);
      if (edges.length) marks.push({ square, cls: `region-edge ${edges.join(' ')}` });
    }
  }
  markSquares(frame, v, orientation, marks, 'regions');
}

/** Each pair of squares of `squares` that are diagonal neighbours: the segments of the board's
 *  diagonal lines, each once, in the order of the list
 *  (`['d1', 'f1', 'e2']` gives `[['d1', 'e2'], ['f1', 'e2']]`). */
export function lineSegments(squares: string[]): [string, string][] {
  const at = (sq: string): [number, number] => [sq.charCodeAt(0) - 97, parseInt(sq.slice(1), 10)];
  const out: [string, string][] = [];
  squares.forEach((a, i) => {
    const [fa, ra] = at(a);
    for (const b of squares.slice(i + 1)) {
      const [fb, rb] = at(b);
      if (Math.abs(fa - fb) === 1 && Math.abs(ra - rb) === 1) out.push([a, b]);
    }
  });
  return out;
}

/** Draws the board's diagonal lines (janggi's palaces) on a board frame, under the pieces: a thin
 *  line between the centres of each two of `squares` that are diagonal neighbours, seen from
 *  `orientation`'s side. Replaces the lines drawn before; none for an empty list. Each line names
 *  its two squares (`data-squares="d1 e2"`). */
export function markDiagonalLines(frame: HTMLElement, v: { files: number; ranks: number }, orientation: Color, squares: string[]): void {
  frame.querySelector(':scope > .diagonal-lines')?.remove();
  const segments = lineSegments(squares);
  if (!segments.length) return;
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'diagonal-lines');
  svg.setAttribute('viewBox', `0 0 ${v.files} ${v.ranks}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  const centre = (square: string): [number, number] => {
    const file = square.charCodeAt(0) - 97;
    const rank = parseInt(square.slice(1), 10) - 1;
    const col = orientation === 'white' ? file : v.files - 1 - file;
    const row = orientation === 'white' ? v.ranks - 1 - rank : rank;
    return [col + 0.5, row + 0.5];
  };
  for (const [a, b] of segments) {
    const [x1, y1] = centre(a);
    const [x2, y2] = centre(b);
    const line = document.createElementNS(ns, 'line');
    line.setAttribute('x1', String(x1));
    line.setAttribute('y1', String(y1));
    line.setAttribute('x2', String(x2));
    line.setAttribute('y2', String(y2));
    line.dataset.squares = `${a} ${b}`;
    svg.appendChild(line);
  }
  frame.appendChild(svg);
}

/** A FEN placement of the game's empty board (its holes kept) with one White piece on `square`. */
export function onePieceFen(v: Pick<VariantView, 'files' | 'ranks' | 'start_fen'>, square: string, letter: string): string {
  const holes = gameHoles(v);
  return writePlacement(v.files, v.ranks, (at) => (at === square ? letter.toUpperCase() : holes.has(at) ? '*' : ''));
}

/** A static board showing a placement, with coordinates (rules pages' diagrams). */
export function staticBoard(parent: HTMLElement, v: VariantView, fen: string, opts: { coords?: boolean } = {}): HTMLElement {
  const set = pieceSetOf(v.id);
  ensurePieceStyles(set, pieceLetters(v));
  const frame = document.createElement('div');
  frame.className = `board-frame static pieces-${set} variant-${v.id}`;
  frame.style.setProperty('--files', String(v.files));
  frame.style.setProperty('--ranks', String(v.ranks));
  frame.dataset.files = String(v.files);
  frame.dataset.ranks = String(v.ranks);
  frame.dataset.orientation = 'white';
  const el = document.createElement('div');
  el.className = 'board';
  frame.appendChild(el);
  parent.appendChild(frame);
  Chessground(el, {
    fen,
    dimensions: { width: v.files, height: v.ranks },
    coordinates: false,
    viewOnly: true,
    drawable: { enabled: false, visible: false },
  });
  if (opts.coords) {
    const coords = document.createElement('div');
    coords.className = 'coords';
    const first = v.first_rank_label;
    const parts: string[] = [];
    for (let i = 0; i < v.files; i++)
      parts.push(`<span class="coord file" style="left:${(i * 100) / v.files}%;width:${100 / v.files}%">${String.fromCharCode(97 + i)}</span>`);
    for (let j = 0; j < v.ranks; j++)
      parts.push(`<span class="coord rank" style="top:${(j * 100) / v.ranks}%;height:${100 / v.ranks}%">${first + v.ranks - 1 - j}</span>`);
    coords.innerHTML = parts.join('');
    frame.appendChild(coords);
  }
  return frame;
}

/** Both hands of a position drawn without interaction (the board editor, the rules pages):
 *  Black's then White's, each a row of its pieces with their counts, labelled in words. Shows
 *  nothing for a game without drops. */
export function renderStaticHands(box: HTMLElement, v: VariantView, fen: string): void {
  box.replaceChildren();
  box.hidden = !v.drops;
  if (!v.drops) return;
  const set = pieceSetOf(v.id);
  box.classList.add('static-hands', `pieces-${set}`);
  const hands = readHands(fen);
  const order = pocketLetters(v);
  for (const l of [...(hands?.white.keys() ?? []), ...(hands?.black.keys() ?? [])]) if (!order.includes(l)) order.push(l);
  ensurePieceStyles(set, order);
  for (const colour of ['black', 'white'] as Color[]) {
    const hand = hands?.[colour] ?? new Map<string, number>();
    const row = document.createElement('div');
    row.className = 'static-pocket';
    row.dataset.colour = colour;
    row.setAttribute('role', 'img');
    row.setAttribute('aria-label', handText(v, colour, hand));
    row.title = row.getAttribute('aria-label')!;
    for (const l of order) {
      const n = hand.get(l) ?? 0;
      const piece = document.createElement('span');
      piece.className = `pocket-piece piece-icon ${l}-piece ${colour}`;
      piece.dataset.role = `${l}-piece`;
      piece.dataset.nb = String(n);
      row.appendChild(piece);
    }
    box.appendChild(row);
  }
}
