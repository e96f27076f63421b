// Screen-reader mode of the game page (`/game/{id}?blind=1`, or the setting): the position as
// text, by piece and by square (a table with the board's own coordinates, Turkish Chess's 0-9
// ranks included); the moves, the end and, on request, the clocks announced in a live log; the
// legal moves of the piece on a square on request. Turnover's stacks are read as their
// components, a promoted piece (shogi's `+P`) as its promoted kind and what it was ("Tokin
// (promoted pawn)"). The drawn board is hidden from assistive technology meanwhile: this
// replaces it.
import { read as readFen } from 'chessgroundx/fen';
import type { ClocksView, Color, GameState, VariantView } from './protocol';
import { fromKey, handText, readHands } from './board';
import { gateContext, isGateMove, isPass, parseDrop, parseUci } from './movechoices';
import { pieceNameIn, t } from './i18n';
import { stackText } from './pieceinfo';
import { isPromotedToken, kindOfToken, tokenName, tokenOfRole } from './promotions';
import { HOLE_ROLE, holesOf } from './holes';
import { reasonText } from './reason';
import { sanText } from './movelist';

const BLIND_KEY = 'turnpan.blind';
/** Announcements kept in the log. */
const KEPT = 6;

/** Whether the page is in screen-reader mode: `?blind=1` (or `0`) for this page, else the setting. */
export function blindWanted(): boolean {
  const param = new URLSearchParams(location.search).get('blind');
  if (param !== null) return param === '1' || param === 'true';
  try {
    return localStorage.getItem(BLIND_KEY) === '1';
  } catch {
    return false;
  }
}

export function saveBlind(on: boolean): void {
  try {
    localStorage.setItem(BLIND_KEY, on ? '1' : '0');
  } catch {
    /* storage can be disabled */
  }
}

/** A square's name as the board shows it (`e10` in engine terms is `e9` in Turkish Chess). */
export function squareLabel(v: VariantView, square: string): string {
  return `${square[0]}${parseInt(square.slice(1), 10) - 1 + v.first_rank_label}`;
}

/** The engine square of a label as the board shows it, or undefined when it is not on the board. */
export function squareOfLabel(v: VariantView, label: string): string | undefined {
  const m = /^([a-z])(-?\d+)$/.exec(label.trim().toLowerCase());
  if (!m) return undefined;
  const file = m[1].charCodeAt(0) - 97;
  const rank = parseInt(m[2], 10) - v.first_rank_label + 1;
  if (file >= v.files || rank < 1 || rank > v.ranks) return undefined;
  return `${m[1]}${rank}`;
}

interface Placed {
  square: string;
  /** The piece's letter, lower case; `+p` for a promoted pawn (a FEN's `+P`). */
  letter: string;
  colour: Color;
}

/** The pieces of a FEN's placement, by engine square (its holes are no pieces). */
export function placement(v: VariantView, fen: string): Placed[] {
  const board = readFen(fen.split(' ')[0], { width: v.files, height: v.ranks });
  const out: Placed[] = [];
  for (const [key, piece] of board.pieces) {
    if (piece.role === HOLE_ROLE) continue;
    out.push({ square: fromKey(key), letter: tokenOfRole(piece.role), colour: piece.color as Color });
  }
  return out;
}

/** A piece's name, and for a Turnover stack its components; a promoted piece (`+p`) is named
 *  as its promoted kind with what it was. */
export function pieceWords(v: VariantView, letter: string): string {
  if (isPromotedToken(letter)) return tokenName(v, letter);
  const info = v.pieces.find((p) => p.letter.toLowerCase() === letter.toLowerCase());
  const name = info ? pieceNameIn(v.id, info.letter, info.name) : letter.toUpperCase();
  const stack = stackText(v.id, letter);
  return stack ? `${name} (${stack})` : name;
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export class BlindView {
  readonly el: HTMLElement;
  private readonly byPiece: HTMLElement;
  private readonly bySquare: HTMLTableElement;
  private readonly log: HTMLElement;
  private readonly squareInput: HTMLInputElement;
  private state?: GameState;
  private shownFen = '';
  private announcedPly = -1;
  private announcedStatus = '';
  private clocks: ClocksView | null = null;
  private clocksAt = 0;
  /** Each hand in words as last shown (a game with drops). */
  private handWords: Record<Color, string> = { white: '', black: '' };

  constructor(private readonly v: VariantView) {
    this.el = document.createElement('section');
    this.el.className = 'blind';
    const id = `blind-${Math.random().toString(36).slice(2, 8)}`;
    this.el.setAttribute('aria-labelledby', `${id}-title`);
    this.el.innerHTML = `<h2 id="${id}-title">${t('blind-title')}</h2>
      <div class="blind-log" role="log" aria-live="polite" aria-label="${t('blind-log')}"></div>
      <div class="blind-tools">
        <button type="button" data-blind="clocks">${t('blind-read-clocks')}</button>
        <form class="blind-piece-moves">
          <label for="${id}-square">${t('blind-square-label')}</label>
          <input id="${id}-square" type="text" size="4" maxlength="4" autocomplete="off" spellcheck="false">
          <button type="submit">${t('blind-piece-moves')}</button>
        </form>
      </div>
      <h3 id="${id}-pieces">${t('blind-by-piece')}</h3>
      <div class="blind-by-piece" role="region" aria-labelledby="${id}-pieces"></div>
      <h3 id="${id}-squares">${t('blind-by-square')}</h3>
      <table class="blind-by-square" aria-labelledby="${id}-squares"></table>`;
    this.byPiece = this.el.querySelector('.blind-by-piece')!;
    this.bySquare = this.el.querySelector('table')!;
    this.log = this.el.querySelector('.blind-log')!;
    this.squareInput = this.el.querySelector('input')!;
    this.el.querySelector('[data-blind="clocks"]')!.addEventListener('click', () => this.announce(this.clocksLine() || t('blind-no-clocks')));
    this.el.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      this.announce(this.pieceMoves(this.squareInput.value));
    });
  }

  /** The game as it now stands, and the ply shown (null: the live position). */
  update(s: GameState, viewPly: number | null): void {
    const first = this.state === undefined;
    this.state = s;
    if (s.clocks !== this.clocks) {
      this.clocks = s.clocks;
      this.clocksAt = performance.now();
    }
    const fen = viewPly === null ? s.fen : s.fens[viewPly];
    const handsBefore = { ...this.handWords };
    if (fen !== this.shownFen) {
      this.shownFen = fen;
      this.renderPosition(fen);
    }
    // A capture fills a hand, a drop empties one: said after the move.
    const handsSaid = (['white', 'black'] as Color[])
      .filter((c) => this.handWords[c] !== handsBefore[c])
      .map((c) => ` ${this.handWords[c]}.`)
      .join('');
    if (first) {
      this.announcedPly = s.ply;
      this.announcedStatus = s.status;
      return;
    }
    if (viewPly !== null) {
      this.announce(viewPly === 0 ? t('blind-review-start') : t('blind-review', { move: this.moveName(viewPly) }));
      return;
    }
    if (s.ply !== this.announcedPly) {
      const back = s.ply < this.announcedPly;
      this.announcedPly = s.ply;
      if (back) this.announce(t('blind-taken-back', { move: s.ply ? this.moveName(s.ply) : '-' }));
      else if (s.ply > 0) {
        const clocks = this.clocksLine();
        this.announce(`${this.moveName(s.ply)}${s.check ? `, ${t('blind-check')}` : ''}.${handsSaid}${clocks ? ` ${clocks}` : ''}`);
      }
    }
    if (s.status !== this.announcedStatus) {
      this.announcedStatus = s.status;
      if (s.status === 'finished' && s.outcome) this.announce(t('blind-result', { result: s.outcome.result.replace('1/2-1/2', '½-½'), reason: reasonText(s.outcome, this.v, s.fen) }));
      else if (s.status === 'aborted') this.announce(t('result-aborted'));
      else if (s.status === 'playing') this.announce(t('status-watching', { colour: s.turn }));
    }
  }

  /** "White: Nf3" for a ply (1-based); a drop in words too ("White: N@e4, Knight dropped on e4"). */
  private moveName(ply: number): string {
    const s = this.state!;
    const blackFirst = s.initial_fen.split(' ')[1] === 'b';
    const colour: Color = (ply - 1 + (blackFirst ? 1 : 0)) % 2 === 0 ? 'white' : 'black';
    const san = sanText(s.san[ply - 1] ?? '');
    const drop = parseDrop((s.moves[ply - 1] ?? '').trim());
    // A piece put down as its promoted form (`+L@c3`) is named as that form.
    const dropped = drop ? pieceWords(this.v, drop.promoted ? `+${drop.letter.toLowerCase()}` : drop.letter) : '';
    const move = drop ? `${san}, ${t('blind-drop', { piece: dropped, square: squareLabel(this.v, drop.to) })}` : san + this.promotionWords(ply, san);
    return t('blind-move', { colour, move });
  }

  /** Words for a promotion whose SAN does not say where the pawn stood: one made where it
   *  stands (Sittuyin's `d5d5f`, written `d5=F`), or after a step that neither captured nor went
   *  straight ahead (`d5c4f`, written `c4=F`); for a piece of the hand let in through a gate
   *  (`Nc3/H`), where it entered; '' for any other move. */
  private promotionWords(ply: number, san: string): string {
    const s = this.state!;
    const m = parseUci((s.moves[ply - 1] ?? '').trim());
    if (!m || !/^[a-z]$/.test(m.promotion)) return '';
    // A piece of the hand let in through a gate (S-chess's `b1c3h`, `Nc3/H`): where it entered.
    const gate = this.v.drops?.gating && s.fens[ply - 1] ? gateContext(s.fens[ply - 1], this.v.ranks, [], () => false) : undefined;
    if (gate && isGateMove(m, gate)) return `, ${t('blind-gated', { piece: pieceWords(this.v, m.promotion), square: squareLabel(this.v, m.from) })}`;
    const here = m.from === m.to;
    if (!here && (m.from[0] === m.to[0] || san.includes('x'))) return '';
    const before = s.fens[ply - 1];
    const moved = before ? placement(this.v, before).find((p) => p.square === m.from) : undefined;
    const args = {
      pawn: pieceWords(this.v, moved?.letter ?? 'p'),
      piece: pieceWords(this.v, m.promotion),
      from: squareLabel(this.v, m.from),
      square: squareLabel(this.v, m.to),
    };
    return `, ${t(here ? 'blind-promoted-in-place' : 'blind-promoted-aside', args)}`;
  }

  private clocksLine(): string {
    const c = this.clocks;
    if (!c) return '';
    const spent = performance.now() - this.clocksAt;
    const white = c.white_ms - (c.running === 'white' ? spent : 0);
    const black = c.black_ms - (c.running === 'black' ? spent : 0);
    return t('blind-clocks', { white: clockText(white), black: clockText(black) });
  }

  /** The legal moves of the piece on a square (as the board labels it). */
  private pieceMoves(label: string): string {
    const s = this.state;
    if (!s) return '';
    const square = squareOfLabel(this.v, label);
    if (!square) return t('blind-bad-square', { square: label.trim() });
    const piece = placement(this.v, s.fen).find((p) => p.square === square);
    const shown = squareLabel(this.v, square);
    if (holesOf(s.fen, this.v.ranks).includes(square)) return t('blind-hole-square', { square: shown });
    if (!piece) return t('blind-empty-square', { square: shown });
    const who = t('blind-piece', { colour: piece.colour, piece: pieceWords(this.v, piece.letter), square: shown });
    if (s.status !== 'playing' || piece.colour !== s.turn) return `${who}: ${t('blind-not-to-move', { colour: piece.colour })}`;
    // A pass (`e2e2`) is no move of the piece on its square: typed as `pass`.
    const moves = s.legal_san.filter((m) => m.uci.startsWith(square) && !/\d/.test(m.uci.charAt(square.length)) && !isPass(m.uci));
    if (!moves.length) return `${who}: ${t('blind-no-moves')}`;
    return `${who}: ${[...new Set(moves.map((m) => m.san))].join(', ')}`;
  }

  private announce(text: string): void {
    if (!text) return;
    const p = document.createElement('p');
    p.textContent = text;
    this.log.appendChild(p);
    while (this.log.childElementCount > KEPT) this.log.firstElementChild!.remove();
  }

  private renderPosition(fen: string): void {
    const v = this.v;
    const pieces = placement(v, fen);
    // By piece: each side, each kind in the game's order, its squares.
    const order = v.pieces.map((p) => p.letter.toLowerCase());
    // A promoted piece goes with its promoted kind (the tokin among the pieces, after the pawn).
    const kind = (l: string) => (isPromotedToken(l) ? (kindOfToken(v, l)?.letter.toLowerCase() ?? l) : l);
    const rank = (l: string) => (order.indexOf(kind(l)) < 0 ? order.length : order.indexOf(kind(l)));
    this.byPiece.replaceChildren();
    for (const colour of ['white', 'black'] as Color[]) {
      const mine = pieces.filter((p) => p.colour === colour);
      const kinds = [...new Set(mine.map((p) => p.letter))].sort((a, b) => rank(a) - rank(b));
      const p = document.createElement('p');
      p.dataset.colour = colour;
      const parts = kinds.map((k) => {
        const squares = mine
          .filter((x) => x.letter === k)
          .map((x) => x.square)
          .sort((a, b) => a.charCodeAt(0) - b.charCodeAt(0) || parseInt(a.slice(1), 10) - parseInt(b.slice(1), 10))
          .map((sq) => squareLabel(v, sq));
        return `${pieceWords(v, k)}: ${squares.join(', ')}`;
      });
      p.textContent = `${t(`colour-${colour}`)}: ${parts.length ? parts.join('; ') : t('blind-no-pieces')}.`;
      this.byPiece.appendChild(p);
    }
    // The hands, in a game with drops: "White's hand: Queen, 2 pawns".
    if (v.drops) {
      const hands = readHands(fen);
      for (const colour of ['white', 'black'] as Color[]) {
        const p = document.createElement('p');
        p.dataset.hand = colour;
        p.textContent = handText(v, colour, hands?.[colour]);
        this.handWords[colour] = p.textContent;
        this.byPiece.appendChild(p);
      }
    }
    // By square: ranks from the top (White's view), files across; a hole said as one.
    const at = new Map(pieces.map((p) => [p.square, p]));
    const holes = new Set(holesOf(fen, v.ranks));
    const head = document.createElement('tr');
    head.appendChild(document.createElement('td'));
    for (let f = 0; f < v.files; f++) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = String.fromCharCode(97 + f);
      head.appendChild(th);
    }
    const rows: HTMLTableRowElement[] = [head];
    for (let r = v.ranks; r >= 1; r--) {
      const tr = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = String(r - 1 + v.first_rank_label);
      tr.appendChild(th);
      for (let f = 0; f < v.files; f++) {
        const square = `${String.fromCharCode(97 + f)}${r}`;
        const td = document.createElement('td');
        const p = at.get(square);
        td.dataset.square = squareLabel(v, square);
        td.textContent = p ? t('blind-cell', { colour: p.colour, piece: pieceWords(v, p.letter) }) : t(holes.has(square) ? 'blind-hole' : 'blind-empty');
        tr.appendChild(td);
      }
      rows.push(tr);
    }
    this.bySquare.replaceChildren(...rows);
  }
}
