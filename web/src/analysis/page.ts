// The analysis board, `/analysis/{game id}?fen=…&moves=…` (moves in engine notation, separated by
// commas): any game, built in or a user's, played freely on the board with a move tree, the
// engine's lines beside it, a FEN field, a share link and a PGN import. The rules run on this
// page (WebAssembly, loaded only here), the engine in a worker (engine/client.ts). A player's
// variant is `/analysis/@name/slug`: its newest version, its rules from its file.
import { variantFile } from '../api';
import { EngineClient, loadRules, type EngineInfo } from '../engine/client';
import { Board, boardAspect, type BoardArrow } from '../board';
import { parseDrop, parseUci } from '../movechoices';
import { t, variantName } from '../i18n';
import { escapeHtml, navButtons } from '../movelist';
import { notFoundPage } from '../notfound';
import { findVariant, variantsOrErrorPage } from '../pageload';
import type { VariantView } from '../protocol';
import { navigate } from '../router';
import { settings } from '../settings';
import { playersVariantParts, rulesHref } from '../variantpath';
import { formatResult } from '../result';
import { reasonText } from '../reason';
import { EnginePanel } from './enginepanel';
import { analysisHref } from './link';
import { EvalBar } from './evalbar';
import { MoveTree, type MoveNode } from './tree';
import { TreeView } from './treeview';
import './analysis.css';
import type { RulesState, WasmGame } from '../engine/types';

type Bindings = Awaited<ReturnType<typeof loadRules>>;

/** A game read from PGN (crates/wasm's `parsePgn`). */
interface ImportedGame {
  variant: string;
  fen: string | null;
  moves: string[];
}

/** The engine searches "forever": to this depth, or until the position changes. */
const INFINITE_DEPTH = 99;

export async function analysisPage(root: HTMLElement, variantId: string): Promise<() => void> {
  const variants = await variantsOrErrorPage(root);
  if (!variants) return () => {};
  let variant: VariantView | undefined;
  try {
    variant = await findVariant(variants, variantId);
  } catch {
    root.innerHTML = `<div class="error-page"><h1>${t('error-load')}</h1></div>`;
    return () => {};
  }
  if (!variant) return notFoundPage(root);
  let file: string | undefined;
  let bindings: Bindings;
  let game: WasmGame;
  try {
    if (!variant.builtin) file = await variantFile(variant.id, variant.version);
    bindings = await loadRules();
    game = new bindings.WasmGame(variant.id, file);
  } catch (e) {
    root.innerHTML = `<div class="error-page"><h1>${t('error-load')}</h1><p>${escapeHtml(message(e))}</p></div>`;
    return () => {};
  }
  const page = new AnalysisPage(root, variant, file, bindings, game);
  return () => page.destroy();
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

class AnalysisPage {
  private readonly el: Record<string, HTMLElement> = {};
  private readonly board: Board;
  private readonly evalBar = new EvalBar();
  private readonly panel: EnginePanel;
  private readonly treeView: TreeView;
  private tree: MoveTree;
  /** The start position when it is not the game's own. */
  private startFen: string | undefined;
  /** The rules' answer for each node shown so far (by node id). */
  private states = new Map<number, RulesState>();
  private engine: Promise<EngineClient | null> | undefined;
  /** Counts position changes, so answers of an older search are dropped. */
  private searchRound = 0;
  private destroyed = false;

  constructor(
    private readonly root: HTMLElement,
    private readonly variant: VariantView,
    private readonly file: string | undefined,
    private readonly bindings: Bindings,
    private readonly game: WasmGame,
  ) {
    root.innerHTML = this.skeleton();
    for (const el of root.querySelectorAll<HTMLElement>('[data-el]')) this.el[el.dataset.el!] = el;
    this.el.boardRow.prepend(this.evalBar.el);
    this.board = new Board(this.el.board, {
      variant,
      orientation: 'white',
      onMove: (uci) => this.playMove(uci),
      promoteFirst: () => settings().promoteFirst,
      passButton: true,
    });
    this.panel = new EnginePanel({
      on: true,
      lines: 3,
      onChange: () => this.analyse(),
      onPlayLine: (moves) => this.playLine(moves),
    });
    this.el.engine.appendChild(this.panel.el);
    this.treeView = new TreeView((id) => {
      if (this.tree.goTo(id)) this.update(false);
    });
    this.el.tree.appendChild(this.treeView.el);
    this.tree = new MoveTree(this.rootState().fen);
    this.bindControls();
    this.loadFromAddress();
    document.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.destroyed = true;
    document.removeEventListener('keydown', this.onKey);
    void this.engine?.then((e) => e?.dispose());
    this.board.destroy();
    this.game.free();
  }

  private skeleton(): string {
    const v = this.variant;
    return `
<div class="analysis-page game-page" data-variant="${escapeHtml(v.id)}" style="--aspect: ${boardAspect(v)}">
  <section class="board-column">
    <div class="analysis-board-row" data-el="boardRow"><div class="board-holder" data-el="board"></div></div>
  </section>
  <aside class="game-side analysis-side">
    <h1 class="game-title">${escapeHtml(t('analysis-title', { game: variantName(v) }))}
      <a class="rules-link" href="${rulesHref(v.id)}" target="_blank" rel="noopener">${t('game-rules-link')}</a></h1>
    <div class="notice analysis-notice" data-el="notice" role="alert"></div>
    <div data-el="engine"></div>
    <div class="status" data-el="status" role="status" aria-live="polite"></div>
    <div class="moves-box">
      <div data-el="tree"></div>
      ${navButtons()}
    </div>
    <div class="actions">
      <button type="button" data-act="flip">${t('action-flip')}</button>
      <button type="button" data-act="promote">${t('analysis-promote')}</button>
      <button type="button" data-act="delete">${t('analysis-delete')}</button>
    </div>
    <div class="analysis-fen">
      <label for="analysis-fen-input">FEN</label>
      <input type="text" id="analysis-fen-input" class="fen-text" data-el="fen" spellcheck="false" autocomplete="off">
      <button type="button" data-act="load-fen">${t('analysis-fen-load')}</button>
      <p class="field-error" data-el="fenError" role="alert"></p>
    </div>
    <div class="analysis-share">
      <button type="button" data-act="share">${t('analysis-share')}</button>
      <input type="text" readonly class="share-url" data-el="shareUrl" aria-label="${t('analysis-share-label')}">
    </div>
    <details class="analysis-pgn" data-el="pgnBox">
      <summary>${t('analysis-pgn')}</summary>
      <label for="analysis-pgn-text">${t('analysis-pgn-label')}</label>
      <textarea id="analysis-pgn-text" data-el="pgnText" rows="6" spellcheck="false"></textarea>
      <button type="button" data-act="import-pgn">${t('analysis-pgn-import')}</button>
      <p class="field-error" data-el="pgnError" role="alert"></p>
    </details>
  </aside>
</div>`;
  }

  private bindControls(): void {
    this.root.querySelector('.review-nav')!.addEventListener('click', (e) => {
      const nav = (e.target as HTMLElement).closest<HTMLElement>('[data-nav]')?.dataset.nav;
      if (nav) this.navigateTree(nav);
    });
    const on = (act: string, f: () => void) => this.root.querySelector(`[data-act="${act}"]`)!.addEventListener('click', f);
    on('flip', () => {
      this.board.flip();
      this.showEval();
    });
    on('promote', () => {
      if (this.tree.promote()) this.update(false);
    });
    on('delete', () => {
      if (this.tree.delete()) this.update(false);
    });
    on('load-fen', () => this.loadFen());
    this.el.fen.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.loadFen();
    });
    on('share', () => this.share());
    on('import-pgn', () => this.importPgn());
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const target = e.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable]') || e.altKey || e.ctrlKey || e.metaKey) return;
    const nav = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!nav) return;
    e.preventDefault();
    this.navigateTree(nav);
  };

  private navigateTree(nav: string): void {
    if (nav === 'first') this.tree.toStart();
    else if (nav === 'prev') this.tree.back();
    else if (nav === 'next') this.tree.forward();
    else if (nav === 'last') this.tree.toEnd();
    this.update(false);
  }

  // ---- positions --------------------------------------------------------------------------------

  /** The rules' state of the start position (the game keeps the last position set). */
  private rootState(): RulesState {
    this.game.setPosition(this.startFen, []);
    return JSON.parse(this.game.state()) as RulesState;
  }

  /** The rules' state after `node` (computed once per node). */
  private stateOf(node: MoveNode): RulesState {
    let state = this.states.get(node.id);
    if (!state) {
      this.game.setPosition(this.startFen, this.tree.line(node));
      state = JSON.parse(this.game.state()) as RulesState;
      this.states.set(node.id, state);
    }
    return state;
  }

  /** A new start and line: the tree is replaced. Moves that cannot be played stop the line;
   *  returns the rules' message for the first such move, or null. */
  private setLine(fen: string | undefined, moves: string[]): string | null {
    this.game.setPosition(fen, []);
    const start = JSON.parse(this.game.state()) as RulesState;
    const played: { uci: string; san: string; fen: string }[] = [];
    let refused: string | null = null;
    for (const [i, move] of moves.entries()) {
      try {
        const san = this.game.play(move);
        const state = JSON.parse(this.game.state()) as RulesState;
        played.push({ uci: state.moves[state.moves.length - 1], san, fen: state.fen });
      } catch (e) {
        refused = t('analysis-move-error', { number: i + 1, message: message(e) });
        break;
      }
    }
    this.startFen = fen;
    this.states.clear();
    this.tree = new MoveTree(start.fen);
    for (const m of played) this.tree.play(m.uci, m.san, m.fen);
    return refused;
  }

  /** The position the address asks for; a bad FEN or move is said, never fatal. */
  private loadFromAddress(): void {
    const params = new URLSearchParams(location.search);
    const fen = params.get('fen')?.trim() || undefined;
    const moves = (params.get('moves') ?? '').split(/[\s,]+/).filter(Boolean);
    const problems: string[] = [];
    let start = fen;
    if (fen) {
      try {
        this.game.setPosition(fen, []);
      } catch (e) {
        problems.push(t('analysis-fen-error', { message: message(e) }));
        start = undefined;
      }
    }
    const refused = this.setLine(start, start === fen ? moves : []);
    if (refused) problems.push(refused);
    this.notice(problems.join(' '));
    this.update(false);
  }

  private playMove(uci: string): void {
    const state = this.stateOf(this.tree.current);
    const legal = state.legal.find((m) => m.uci === uci);
    if (!legal) {
      this.update(false);
      return;
    }
    this.game.setPosition(this.startFen, [...this.tree.line(), uci]);
    const after = JSON.parse(this.game.state()) as RulesState;
    this.tree.play(uci, legal.san, after.fen);
    this.states.set(this.tree.current.id, after);
    this.update(true);
  }

  /** Plays an engine line from the current position (each move already in the tree is
   *  followed). */
  private playLine(moves: string[]): void {
    for (const uci of moves) {
      const legal = this.stateOf(this.tree.current).legal.find((m) => m.uci === uci);
      if (!legal) break;
      this.game.setPosition(this.startFen, [...this.tree.line(), uci]);
      const after = JSON.parse(this.game.state()) as RulesState;
      this.tree.play(uci, legal.san, after.fen);
      this.states.set(this.tree.current.id, after);
    }
    this.update(false);
  }

  private loadFen(): void {
    const fen = (this.el.fen as HTMLInputElement).value.trim();
    const error = this.el.fenError;
    try {
      this.game.setPosition(fen, []);
    } catch (e) {
      error.textContent = t('analysis-fen-error', { message: message(e) });
      return;
    }
    error.textContent = '';
    this.setLine(fen, []);
    this.update(false);
  }

  private importPgn(): void {
    const text = (this.el.pgnText as HTMLTextAreaElement).value;
    const error = this.el.pgnError;
    let imported: ImportedGame;
    try {
      imported = JSON.parse(this.bindings.parsePgn(text, this.file, this.variant.id)) as ImportedGame;
    } catch (e) {
      error.textContent = t('analysis-pgn-error', { message: message(e) });
      return;
    }
    error.textContent = '';
    const fen = imported.fen ?? undefined;
    if (!this.isThisGame(imported.variant)) {
      navigate(analysisHref(imported.variant, fen, imported.moves));
      return;
    }
    const refused = this.setLine(fen, imported.moves);
    this.update(false);
    if (refused) error.textContent = refused;
  }

  /** Whether a PGN's game is the one on the board: its id, or for a player's variant the id its
   *  file gives it (`spiral` for `@alice/spiral`: the rules read the file alone). */
  private isThisGame(id: string): boolean {
    return id === this.variant.id || (this.file !== undefined && playersVariantParts(this.variant.id)?.slug === id);
  }

  private share(): void {
    const url = new URL(this.href(), location.origin).toString();
    const field = this.el.shareUrl as HTMLInputElement;
    field.value = url;
    field.select();
    navigator.clipboard?.writeText(url).then(
      () => this.notice(t('analysis-share-copied')),
      () => {},
    );
  }

  private href(): string {
    return analysisHref(this.variant.id, this.startFen, this.tree.line());
  }

  // ---- showing ----------------------------------------------------------------------------------

  private update(moved: boolean): void {
    const node = this.tree.current;
    const state = this.stateOf(node);
    const rotate = moved && this.variant.transforms.length > 0 && state.outcome?.reason !== 'king-captured';
    this.board.set(
      {
        fen: state.fen,
        turn: state.turn,
        legal: state.legal.map((m) => m.uci),
        lastMove: node.uci || undefined,
        check: state.check,
        checked: state.checked,
        movable: 'both',
        premove: false,
      },
      { rotate },
    );
    const [fullmove, blackFirst] = this.startNumbers();
    this.treeView.render(this.tree, fullmove, blackFirst);
    (this.el.fen as HTMLInputElement).value = state.fen;
    this.el.fenError.textContent = '';
    const inVariation = this.tree.inVariation();
    (this.root.querySelector('[data-act="promote"]') as HTMLButtonElement).disabled = !inVariation;
    (this.root.querySelector('[data-act="delete"]') as HTMLButtonElement).disabled = node === this.tree.root;
    const pageEl = this.root.querySelector('.analysis-page')!;
    pageEl.setAttribute('data-ply', String(node.ply));
    pageEl.setAttribute('data-fen', state.fen);
    this.el.status.textContent = state.outcome ? this.outcomeText(state.outcome, state.fen) : '';
    history.replaceState(history.state, '', this.href());
    this.analyse();
  }

  /** The start's move number and whether Black moves first. */
  private startNumbers(): [number, boolean] {
    const fields = this.tree.root.fen.split(' ');
    const fullmove = Number(fields[5]);
    return [Number.isInteger(fullmove) && fullmove > 0 ? fullmove : 1, fields[1] === 'b'];
  }

  private outcomeText(o: NonNullable<RulesState['outcome']>, fen: string): string {
    const winner = o.winner ?? 'none';
    return `${t('result-title', { winner })} (${formatResult(o.result)}). ${reasonText(o, this.variant, fen)}`;
  }

  private notice(text: string): void {
    this.el.notice.textContent = text;
  }

  // ---- the engine -------------------------------------------------------------------------------

  /** Starts the engine's search of the current position (ending the last one). */
  private analyse(): void {
    const round = ++this.searchRound;
    const node = this.tree.current;
    const state = this.stateOf(node);
    const [fullmove] = this.startNumbers();
    const fenFields = state.fen.split(' ');
    this.panel.reset(state.turn, Number(fenFields[5]) || fullmove);
    this.board.setArrows([]);
    this.showEval();
    if (!this.panel.on || state.outcome) {
      void this.engine?.then((e) => e?.stop());
      if (this.panel.on && state.outcome) this.panel.say(t('analysis-game-over'));
      return;
    }
    const line = this.tree.line(node);
    void this.startEngine().then((engine) => {
      if (!engine || round !== this.searchRound || this.destroyed) return;
      engine
        .search(this.startFen, line, { depth: INFINITE_DEPTH, multipv: this.panel.lineCount }, (info) => {
          if (round === this.searchRound) this.heard(info);
        })
        .catch((e: unknown) => {
          if (round === this.searchRound) this.panel.say(t('analysis-engine-error', { message: message(e) }));
        });
    });
  }

  private startEngine(): Promise<EngineClient | null> {
    this.engine ??= EngineClient.start({ id: this.variant.id, file: this.file }, (reason) => {
      // The search that failed is given up; the new worker takes the position up again.
      this.notice(t('analysis-engine-restarted', { reason }));
      if (!this.destroyed) this.analyse();
    }).catch((e: unknown) => {
      this.panel.say(t('analysis-engine-error', { message: message(e) }));
      this.engine = undefined;
      return null;
    });
    return this.engine.then((engine) => {
      if (this.destroyed) engine?.dispose();
      return this.destroyed ? null : engine;
    });
  }

  private heard(info: EngineInfo): void {
    this.panel.info(info);
    this.showEval();
    const arrows: BoardArrow[] = [];
    for (const line of this.panel.shown()) {
      const first = line.pv[0] ?? '';
      // A drop has no square to start from: its target is circled.
      const drop = parseDrop(first);
      const m = drop ? { from: drop.to, to: drop.to } : parseUci(first);
      if (!m) continue;
      const best = line.multipv === 1;
      arrows.push({ from: m.from, to: m.to, brush: best ? 'blue' : 'paleBlue', width: best ? 12 : 6 });
    }
    this.board.setArrows(arrows.reverse());
  }

  private showEval(): void {
    this.evalBar.show(this.panel.on ? this.panel.bestScore() : null, this.board.getOrientation());
  }
}
