// "Try it" boards of the rules pages: a small board (the game page's board component) with a
// marked piece and a target square. The reader taps or drags the piece there; the board says
// whether that was the move asked for. Positions, moves and results are data (rules/tryits.json),
// checked by the rules engine in crates/rules/tests/try_it.rs, so the browser needs no rules.
import { Board, markSquares } from './board';
import { parseUci } from './movechoices';
import type { Color, VariantView } from './protocol';
import { t } from './i18n';
import { escapeHtml } from './movelist';
import { attachPieceInfo } from './pieceinfo';
import data from './rules/tryits.json';

export interface TryItData {
  id: string;
  variant: string;
  fen: string;
  from: string;
  to: string;
  uci: string;
  also?: string[];
  legal: string[];
  result: string;
  ends?: boolean;
}

export const TRY_ITS: TryItData[] = (data as { tryits: TryItData[] }).tryits;

export function tryItById(id: string): TryItData | undefined {
  return TRY_ITS.find((x) => x.id === id);
}

/** What a Try-it says: the task, and what the right move did. */
export interface TryItTexts {
  task: string;
  done: string;
}

/** Builds a Try-it into `parent`; returns its cleanup. Its texts are its catalogue messages
 *  (`tryit-task-<id>`, `tryit-done-<id>`) unless given (a Try-it made from a variant file). */
export function tryIt(parent: HTMLElement, variant: VariantView, item: TryItData, texts?: TryItTexts): () => void {
  const task = texts?.task ?? t(`tryit-task-${item.id}`);
  const done = texts?.done ?? t(`tryit-done-${item.id}`);
  const box = document.createElement('div');
  box.className = 'tryit';
  box.dataset.tryit = item.id;
  box.dataset.state = 'ready';
  // The task, then the one instruction line ("Try it: tap or drag …"); the box is labelled as an
  // exercise for screen readers, so "Try it" is said once.
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', t('tryit-title'));
  box.innerHTML = `<p class="tryit-task">${escapeHtml(task)}</p>
    <p class="tryit-hint">${t('tryit-instruction')}</p>
    <div class="tryit-board"></div>
    <p class="tryit-feedback" role="status" aria-live="polite"></p>
    <button type="button" class="tryit-again" hidden>${t('tryit-again')}</button>`;
  parent.appendChild(box);
  const feedback = box.querySelector<HTMLElement>('.tryit-feedback')!;
  const again = box.querySelector<HTMLButtonElement>('.tryit-again')!;
  const turn: Color = item.fen.split(' ')[1] === 'b' ? 'black' : 'white';
  let resetTimer: number | undefined;

  const board = new Board(box.querySelector<HTMLElement>('.tryit-board')!, {
    variant,
    orientation: turn,
    onMove: (uci) => answer(uci),
    // A Try-it is about a piece's moves: no hands beside it.
    pockets: false,
  });
  const stopTips = attachPieceInfo(board.el, variant);
  const mark = (done: boolean) =>
    markSquares(board.el, variant, board.getOrientation(), done ? [] : [
      { square: item.from, cls: 'tryit-from' },
      { square: item.to, cls: 'tryit-to' },
    ]);

  const start = () => {
    window.clearTimeout(resetTimer);
    box.dataset.state = 'ready';
    again.hidden = true;
    board.set({ fen: item.fen, turn, legal: item.legal, movable: turn, premove: false });
    mark(false);
  };

  const answer = (uci: string) => {
    const right = uci === item.uci || (item.also ?? []).includes(uci);
    if (right) {
      box.dataset.state = 'right';
      feedback.className = 'tryit-feedback right';
      feedback.textContent = `✓ ${t('tryit-right')} ${done}`;
      board.set(
        { fen: item.result, turn: turn === 'white' ? 'black' : 'white', legal: [], movable: null, premove: false, lastMove: item.uci },
        { rotate: variant.transforms.length > 0 && !item.ends },
      );
      mark(true);
      again.hidden = false;
      return;
    }
    const m = parseUci(uci);
    const samePlace = m && m.from === item.from && m.to === item.to;
    box.dataset.state = 'wrong';
    feedback.className = 'tryit-feedback wrong';
    feedback.textContent = `✗ ${samePlace ? t('tryit-wrong-piece') : t('tryit-wrong')}`;
    // Show the wrong move for a moment, then put the piece back.
    resetTimer = window.setTimeout(() => {
      start();
      box.dataset.state = 'retry';
    }, 900);
  };

  again.addEventListener('click', () => {
    feedback.textContent = '';
    feedback.className = 'tryit-feedback';
    start();
  });
  start();
  return () => {
    window.clearTimeout(resetTimer);
    stopTips();
    board.destroy();
  };
}
