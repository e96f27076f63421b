// Trying a design before it is stored: a board that plays the file's game in the browser (the
// rules in WebAssembly), both sides by hand or one side against the engine at a level 1-8
// (the same limits as the server's computer, in a worker), and the perft line: how many
// positions the start leads to after 1, 2 and 3 moves, so a designer sees at once whether a
// piece moves as meant. The game is started from the file as it is when "Start" is pressed;
// a later change of the file says so and offers to start again.
import { Board } from '../board';
import { outcomeText } from '../editor/verdict';
import { EngineClient, loadRules } from '../engine/client';
import type { RulesState, WasmGame } from '../engine/types';
import { t } from '../i18n';
import { sanText } from '../movelist';
import type { Color, VariantView } from '../protocol';
import { settings } from '../settings';


/** Positions counted for the perft line at most before the deeper counts are left out. */
export const PERFT_BUDGET = 20_000;

export class Trial {
  readonly el: HTMLElement;
  private board?: Board;
  private game?: WasmGame;
  private engine?: Promise<EngineClient | null>;
  private file = '';
  private variant?: VariantView;
  /** The file of the game on the board (to tell when the design changed since). */
  private playing = '';
  private round = 0;

  constructor() {
    this.el = document.createElement('section');
    this.el.className = 'dz-section dz-trial';
    this.el.setAttribute('aria-labelledby', 'dz-trial-title');
    const levels = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option value="${n}"${n === 3 ? ' selected' : ''}>${n}</option>`).join('');
    this.el.innerHTML = `<h2 id="dz-trial-title">${t('designer-section-try')}</h2>
      <p class="dz-perft" data-el="perft" aria-live="polite"></p>
      <div class="dz-row dz-trial-controls">
        <label>${t('designer-opponent')} <select data-el="opponent">
          <option value="both">${t('designer-opponent-both')}</option>
          <option value="black">${t('designer-opponent-computer-black')}</option>
          <option value="white">${t('designer-opponent-computer-white')}</option>
        </select></label>
        <label>${t('home-level')} <select data-el="level">${levels}</select></label>
        <button type="button" data-act="start">${t('designer-try-start')}</button>
        <button type="button" data-act="undo" disabled>${t('designer-try-undo')}</button>
      </div>
      <p class="dz-note" data-el="stale" hidden>${t('designer-try-stale')}</p>
      <div class="dz-trial-board" data-el="board"></div>
      <p class="dz-status" data-el="status" role="status" aria-live="polite"></p>
      <p class="dz-moves-played" data-el="moves"></p>`;
    this.el.addEventListener('click', (e) => {
      const act = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-act]');
      if (!act || act.disabled) return;
      if (act.dataset.act === 'start') void this.start();
      else this.undo();
    });
  }

  private part(name: string): HTMLElement {
    return this.el.querySelector<HTMLElement>(`[data-el="${name}"]`)!;
  }

  /** The design now: a good file and its game, or null while the file is refused. */
  setDesign(file: string | null, variant: VariantView | null, perft: number[] | null): void {
    this.file = file ?? '';
    this.variant = variant ?? undefined;
    const startButton = this.el.querySelector<HTMLButtonElement>('[data-act="start"]')!;
    startButton.disabled = file === null;
    this.part('stale').hidden = !this.playing || this.playing === this.file;
    const line = this.part('perft');
    if (!perft) {
      line.textContent = t('designer-perft-none');
      line.dataset.counts = '';
      return;
    }
    const shown = perft.map((n, i) => t('designer-perft-depth', { depth: i + 1, count: n }));
    if (perft.length < 3) shown.push(t('designer-perft-too-many', { depth: perft.length + 1 }));
    line.textContent = t('designer-perft', { counts: shown.join(' · ') });
    line.dataset.counts = perft.join(',');
  }

  /** Starts a game of the current design from its start position. */
  private async start(): Promise<void> {
    if (!this.variant || !this.file) return;
    const round = ++this.round;
    const bindings = await loadRules();
    if (round !== this.round) return;
    this.game?.free();
    this.game = new bindings.WasmGame(this.variant.id, this.file);
    this.playing = this.file;
    this.part('stale').hidden = true;
    this.board?.destroy();
    this.part('board').replaceChildren();
    const computer = this.opponent();
    this.board = new Board(this.part('board'), {
      variant: this.variant,
      orientation: computer === 'white' ? 'black' : 'white',
      onMove: (uci) => this.play(uci),
      promoteFirst: () => settings().promoteFirst,
      passButton: true,
    });
    this.engine?.then((e) => e?.dispose());
    this.engine = computer ? EngineClient.start({ id: this.variant.id, file: this.file }).catch(() => null) : undefined;
    this.el.dataset.state = 'playing';
    this.show();
    void this.computerMove();
  }

  private opponent(): Color | null {
    const v = (this.part('opponent') as HTMLSelectElement).value;
    return v === 'white' || v === 'black' ? v : null;
  }

  private state(): RulesState | undefined {
    return this.game ? (JSON.parse(this.game.state()) as RulesState) : undefined;
  }

  private play(uci: string): void {
    if (!this.game) return;
    try {
      this.game.play(uci);
    } catch {
      /* the board offers legal moves only; a stale one is ignored */
    }
    this.show();
    void this.computerMove();
  }

  private undo(): void {
    if (!this.game) return;
    this.game.undo();
    // Against the computer, take back its reply too.
    const s = this.state();
    if (s && this.opponent() === s.turn && s.moves.length) this.game.undo();
    this.round++;
    this.show();
    void this.computerMove();
  }

  private show(): void {
    const s = this.state();
    if (!s || !this.board) return;
    const computer = this.opponent();
    const mine = s.outcome ? null : computer === null ? 'both' : computer === 'white' ? 'black' : 'white';
    this.board.set({
      fen: s.fen,
      turn: s.turn,
      legal: mine && (mine === 'both' || mine === s.turn) ? s.legal.map((m) => m.uci) : [],
      lastMove: s.moves[s.moves.length - 1],
      check: s.check,
      checked: s.checked,
      movable: mine,
      premove: false,
    });
    const status = this.part('status');
    status.textContent = s.outcome ? outcomeText(s.outcome, this.variant ?? null, s.fen) : t(s.turn === 'white' ? 'designer-try-white' : 'designer-try-black');
    this.el.dataset.outcome = s.outcome?.reason ?? '';
    this.el.dataset.ply = String(s.moves.length);
    this.part('moves').textContent = s.san.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${sanText(m)}` : sanText(m))).join(' ');
    (this.el.querySelector('[data-act="undo"]') as HTMLButtonElement).disabled = s.moves.length === 0;
  }

  /** The engine's reply when it is the computer's turn. */
  private async computerMove(): Promise<void> {
    const s = this.state();
    const computer = this.opponent();
    if (!s || s.outcome || computer !== s.turn || !this.engine) return;
    const round = ++this.round;
    const level = Number((this.part('level') as HTMLSelectElement).value) || 3;
    this.part('status').textContent = t('designer-try-thinking');
    const engine = await this.engine;
    if (!engine || round !== this.round) return;
    try {
      // Level 8 has no limits of its own: the wasm search gives it its time (FULL_LEVEL_MS).
      const result = await engine.search(undefined, s.moves, { level });
      if (round !== this.round || !result.best) return;
      this.game?.play(result.best);
    } catch {
      if (round === this.round) this.part('status').textContent = t('designer-try-engine-failed');
      return;
    }
    this.show();
  }

  dispose(): void {
    this.round++;
    this.board?.destroy();
    this.engine?.then((e) => e?.dispose());
    this.game?.free();
  }
}
