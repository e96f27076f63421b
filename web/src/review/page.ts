// The post-game review page, `/review/{game id}` (issue 25): the finished game on a board nobody
// can move, its moves marked ?! ? ?? and the evaluation graph, each side's accuracy and counts.
// A saved review is shown at once (no engine is started); otherwise "Analyse" runs the engine in
// the browser over every position (analyse.ts, loaded only then, so the .wasm too) with a
// progress bar, and a signed-in player may save the result to the game (store.ts).
import * as api from '../api';
import type { GameState, VariantView } from '../protocol';
import { Board, boardAspect } from '../board';
import { t, variantName } from '../i18n';
import { MoveList, escapeHtml, navButtons, sanText } from '../movelist';
import { gameLoadErrorPage, variantOrErrorPage } from '../pageload';
import { currentAccount, loadAccount, onAccountChange } from '../session';
import { EvalGraph } from './graph';
import { judge, SUFFIX, type Score, type Side, type Verdict } from './judge';
import { saveReview, savedReview, type SavedReview } from './store';
import type { Analysis, AnalysisResult } from './analyse';
import './review.css';

/** Depths offered; the default is 12. */
const DEPTHS = [4, 6, 8, 10, 12, 14, 16, 18];
const DEFAULT_DEPTH = 12;
/** Outcomes decided by the position itself, or by the positions before it (a repetition, and
 *  perpetual check through one; janggi's two passes in a row and its bikjang, decided on
 *  points): the last position needs no search. */
const BOARD_ENDINGS = new Set([
  'checkmate',
  'stalemate',
  'threefold-repetition',
  'perpetual-check',
  'fifty-move-rule',
  'insufficient-material',
  'king-captured',
  'bare-king',
  'no-castles',
  'goal-reached',
  'bikjang',
  'both-passed',
]);

/** The order of the searches: last position first unless the address asks otherwise. */
function orderParam(): 'backward' | 'forward' {
  return new URLSearchParams(location.search).get('order') === 'forward' ? 'forward' : 'backward';
}

/** A review on the page: one entry per position. */
interface Shown {
  depth: number;
  scores: Score[];
  best: (string | null)[];
  bestSan: (string | null)[];
  /** Saved on the server (by whom), or computed here and not saved yet. */
  savedBy: string | null;
}

export async function reviewPage(root: HTMLElement, id: string): Promise<() => void> {
  root.innerHTML = `<p class="loading">${t('loading')}</p>`;
  let state: GameState;
  let variants: VariantView[];
  let saved: SavedReview | null;
  try {
    [state, variants, saved] = await Promise.all([api.getGame(id), api.variants(), savedReview(id)]);
  } catch (e) {
    gameLoadErrorPage(root, e);
    return () => {};
  }
  const variant = await variantOrErrorPage(root, variants, state.variant, state.variant_version);
  if (!variant) return () => {};
  if (state.status !== 'finished') {
    root.innerHTML = `<div class="error-page"><h1>${t('review-not-finished')}</h1>
      <p><a href="/game/${encodeURIComponent(id)}" data-link>${t('review-back')}</a></p></div>`;
    return () => {};
  }
  const page = new ReviewPage(root, variant, state, saved);
  return () => page.destroy();
}

class ReviewPage {
  private readonly board: Board;
  private readonly moves: MoveList;
  private readonly graph: EvalGraph;
  private readonly el: Record<string, HTMLElement> = {};
  private readonly turns: Side[];
  private ply: number;
  private shown: Shown | null = null;
  private verdict: Verdict | null = null;
  private analysis?: Analysis;
  private readonly stopAccount: () => void;

  constructor(
    private readonly root: HTMLElement,
    private readonly variant: VariantView,
    private readonly state: GameState,
    saved: SavedReview | null,
  ) {
    const n = state.moves.length;
    // Sides alternate: the last position's side to move is the state's `turn`.
    const other = (s: Side): Side => (s === 'white' ? 'black' : 'white');
    this.turns = [...Array(n + 1).keys()].map((i) => ((n - i) % 2 === 0 ? state.turn : other(state.turn)));
    this.ply = n;
    root.innerHTML = this.skeleton();
    for (const el of root.querySelectorAll<HTMLElement>('[data-el]')) this.el[el.dataset.el!] = el;
    this.board = new Board(this.el.board, { variant, orientation: 'white', onMove: () => {} });
    this.moves = new MoveList((ply) => this.show(ply));
    this.el.moves.appendChild(this.moves.el);
    this.graph = new EvalGraph(this.el.graph, (ply) => this.show(ply));
    this.bind();
    if (saved) {
      this.shown = {
        depth: saved.depth,
        scores: saved.plies.map((p) => p.score),
        best: saved.plies.map((p) => p.best),
        bestSan: saved.plies.map((p) => p.best_san),
        savedBy: saved.by,
      };
    }
    this.stopAccount = onAccountChange(() => this.renderSave());
    void loadAccount().then(() => this.renderSave());
    this.renderReview();
    this.show(n);
    document.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.analysis?.cancel();
    this.stopAccount();
    document.removeEventListener('keydown', this.onKey);
    this.graph.destroy();
    this.board.destroy();
  }

  private skeleton(): string {
    const v = this.variant;
    const id = encodeURIComponent(this.state.id);
    const options = DEPTHS.map((d) => `<option value="${d}"${d === DEFAULT_DEPTH ? ' selected' : ''}>${d}</option>`).join('');
    return `
<div class="game-page review-page" data-variant="${v.id}" data-state="idle" style="--aspect: ${boardAspect(v)}">
  <section class="board-column">
    <div class="board-holder" data-el="board"></div>
  </section>
  <aside class="game-side review-side">
    <h1 class="game-title">${escapeHtml(t('review-title', { game: variantName(v) }))}
      <a class="rules-link" href="/game/${id}" data-link>${t('review-back')}</a></h1>
    <div class="review-controls">
      <label>${t('review-depth')} <select data-el="depth">${options}</select></label>
      <button type="button" data-el="analyse">${t('review-analyse')}</button>
      <div class="review-progress" data-el="progressBox" hidden>
        <progress data-el="progress" max="1" value="0" aria-label="${t('review-progress-label')}"></progress>
        <span data-el="progressText" role="status" aria-live="polite"></span>
        <button type="button" data-el="cancel">${t('review-cancel')}</button>
      </div>
    </div>
    <p class="review-note" data-el="note"></p>
    <div class="review-graph" data-el="graph"></div>
    <table class="review-summary" data-el="summary" hidden></table>
    <div class="moves-box">
      <div data-el="moves"></div>
      ${navButtons()}
    </div>
    <p class="review-comment" data-el="comment" aria-live="polite"></p>
    <div class="review-save" data-el="save"></div>
    <div class="notice" data-el="notice" role="alert"></div>
  </aside>
</div>`;
  }

  private bind(): void {
    this.el.analyse.addEventListener('click', () => void this.analyse());
    this.el.cancel.addEventListener('click', () => this.analysis?.cancel());
    for (const b of this.root.querySelectorAll<HTMLButtonElement>('[data-nav]')) {
      b.addEventListener('click', () => this.step(b.dataset.nav!));
    }
  }

  private readonly onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    const nav = ({ ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' } as Record<string, string>)[e.key];
    if (!nav) return;
    e.preventDefault();
    this.step(nav);
  };

  private step(nav: string): void {
    const n = this.state.moves.length;
    const to = { first: 0, prev: this.ply - 1, next: this.ply + 1, last: n }[nav] ?? this.ply;
    this.show(Math.max(0, Math.min(n, to)));
  }

  /** Shows position `ply` on the board, in the move list and on the graph. */
  private show(ply: number): void {
    this.ply = ply;
    this.board.review(this.state.fens[ply], ply > 0 ? this.state.moves[ply - 1] : undefined);
    this.renderMoves();
    this.graph.mark(ply);
    this.root.querySelector('.review-page')!.setAttribute('data-ply', String(ply));
    this.renderComment();
  }

  // ---- the analysis -----------------------------------------------------------------------------

  private async analyse(): Promise<void> {
    const depth = Number((this.el.depth as HTMLSelectElement).value);
    const s = this.state;
    const n = s.moves.length;
    const over = s.outcome && BOARD_ENDINGS.has(s.outcome.reason);
    this.setRunning(true);
    this.flash('');
    let mod: typeof import('./analyse') | undefined;
    try {
      mod = await import('./analyse');
      const variantFile = this.variant.builtin ? undefined : await api.variantFile(this.variant.id, this.variant.version);
      const finalScore = over ? mod.outcomeScore(s.outcome!.winner, this.turns[n]) : null;
      this.analysis = new mod.Analysis(
        // `?order=forward` searches from the first position (scripts/bench-review.mjs compares).
        { variant: s.variant, variantFile, initialFen: s.initial_fen, moves: s.moves, depth, finalScore, order: orderParam() },
        (p) => this.progress(p.done, p.total),
        (reason) => this.flash(t('review-engine-restarted', { reason })),
      );
      const result: AnalysisResult = await this.analysis.run();
      this.exposeTimes(result);
      this.shown = {
        depth,
        scores: result.plies.map((p) => p.score),
        best: result.plies.map((p) => p.best),
        bestSan: result.plies.map((p) => p.bestSan),
        savedBy: null,
      };
      this.renderReview();
      this.show(this.ply);
      this.renderSave();
    } catch (e) {
      const cancelled = mod !== undefined && e instanceof mod.Cancelled;
      this.flash(cancelled ? t('review-cancelled') : t('review-error', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      this.analysis = undefined;
      this.setRunning(false);
    }
  }

  /** The time of each position, for scripts/bench-review.mjs. */
  private exposeTimes(r: AnalysisResult): void {
    const page = this.root.querySelector<HTMLElement>('.review-page')!;
    page.dataset.totalMs = String(Math.round(r.totalMs));
    page.dataset.plyMs = JSON.stringify(r.plyMs.map((ms) => Math.round(ms)));
  }

  private setRunning(running: boolean): void {
    this.root.querySelector('.review-page')!.setAttribute('data-state', running ? 'running' : this.shown ? 'done' : 'idle');
    (this.el.analyse as HTMLButtonElement).disabled = running;
    (this.el.depth as HTMLSelectElement).disabled = running;
    this.el.progressBox.hidden = !running;
    if (running) this.progress(0, 1);
  }

  private progress(done: number, total: number): void {
    const bar = this.el.progress as HTMLProgressElement;
    bar.max = total;
    bar.value = done;
    this.el.progressBox.dataset.done = String(done);
    this.el.progressBox.dataset.total = String(total);
    this.el.progressText.textContent = t('review-progress', { done, total });
  }

  // ---- rendering ----------------------------------------------------------------------------------

  private renderReview(): void {
    const r = this.shown;
    const page = this.root.querySelector<HTMLElement>('.review-page')!;
    if (!r) {
      this.el.note.textContent = t('review-none');
      this.el.summary.hidden = true;
      return;
    }
    page.dataset.state = 'done';
    page.dataset.depth = String(r.depth);
    page.dataset.source = r.savedBy === null ? 'computed' : 'saved';
    this.verdict = judge(r.scores, this.turns, this.state.moves, r.best);
    const v = this.verdict;
    this.el.note.textContent = r.savedBy === null ? t('review-computed', { depth: r.depth }) : t('review-saved', { name: r.savedBy, depth: r.depth });
    const marks = [null, ...v.moves.map((m) => m.mark)];
    const counts = (['white', 'black'] as const).map((side) => {
      const s = v.sides[side];
      return t('review-graph-side', { side: t(`colour-${side}`), blunders: s.blunder, mistakes: s.mistake, inaccuracies: s.inaccuracy });
    });
    this.graph.show(v.whiteWin, marks, `${t('review-graph')}. ${counts.join(' ')}`);
    const cell = (side: Side, key: 'accuracy' | 'inaccuracy' | 'mistake' | 'blunder') => {
      const s = v.sides[side];
      const text = key === 'accuracy' ? (s.accuracy === null ? '–' : `${Math.round(s.accuracy)}%`) : String(s[key]);
      return `<td data-side="${side}" data-key="${key}">${text}</td>`;
    };
    const row = (key: 'accuracy' | 'inaccuracy' | 'mistake' | 'blunder', label: string) =>
      `<tr><th scope="row">${label}</th>${cell('white', key)}${cell('black', key)}</tr>`;
    this.el.summary.innerHTML = `<thead><tr><td></td><th scope="col">${t('colour-white')}</th><th scope="col">${t('colour-black')}</th></tr></thead>
      <tbody>${row('accuracy', t('review-accuracy'))}${row('inaccuracy', t('review-inaccuracies'))}${row('mistake', t('review-mistakes'))}${row('blunder', t('review-blunders'))}</tbody>`;
    this.el.summary.hidden = false;
  }

  private renderMoves(): void {
    const marks = this.verdict?.moves.map((m) => m.mark) ?? [];
    const san = this.state.san.map((s, i) => (marks[i] ? s + SUFFIX[marks[i]!] : s));
    this.moves.render(san, this.ply, this.turns[0] === 'black');
    for (const b of this.moves.el.querySelectorAll<HTMLElement>('[data-ply]')) {
      const mark = marks[Number(b.dataset.ply) - 1];
      if (mark) {
        b.dataset.mark = mark;
        b.title = t(`review-mark-${mark}`);
      }
    }
  }

  /** What the review says about the move that led to the position shown. */
  private renderComment(): void {
    const v = this.verdict;
    const r = this.shown;
    const k = this.ply;
    if (!v || !r || k === 0) {
      this.el.comment.textContent = '';
      return;
    }
    const m = v.moves[k - 1];
    const parts = [`${sanText(this.state.san[k - 1])}${m.mark ? SUFFIX[m.mark] : ''}`];
    if (m.mark) parts.push(t(`review-mark-${m.mark}`) + '.');
    const best = r.bestSan[k - 1];
    if (m.mark && best) parts.push(t('review-best', { move: sanText(best) }));
    parts.push(t('review-chances', { before: Math.round(m.before), after: Math.round(m.after) }));
    this.el.comment.textContent = parts.join(' ');
    this.el.comment.dataset.mark = m.mark ?? '';
  }

  private renderSave(): void {
    const r = this.shown;
    const box = this.el.save;
    if (!r || r.savedBy !== null) {
      box.innerHTML = '';
      return;
    }
    if (!currentAccount()) {
      const next = encodeURIComponent(location.pathname);
      box.innerHTML = `<p><a href="/login?next=${next}" data-link>${t('review-sign-in')}</a></p>`;
      return;
    }
    box.innerHTML = `<button type="button" data-el="saveButton">${t('review-save')}</button>`;
    box.querySelector('button')!.addEventListener('click', () => void this.save());
  }

  private async save(): Promise<void> {
    const r = this.shown;
    if (!r) return;
    const button = this.el.save.querySelector<HTMLButtonElement>('button');
    if (button) button.disabled = true;
    try {
      const plies = r.scores.map((score, i) => ({ score, best: r.best[i] }));
      const saved = await saveReview(this.state.id, r.depth, plies);
      r.savedBy = saved.by;
      this.renderReview();
      this.renderSave();
    } catch (e) {
      if (button) button.disabled = false;
      const conflict = e instanceof api.ApiError && e.status === 409;
      this.flash(conflict ? t('review-deeper-saved') : t('review-save-failed', { message: e instanceof Error ? e.message : String(e) }));
    }
  }

  private flash(text: string): void {
    this.el.notice.textContent = text;
  }
}
