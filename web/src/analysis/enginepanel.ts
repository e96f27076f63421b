// The analysis board's engine panel: the on/off switch, the number of lines (1-5), and the
// engine's lines as they come (score from White's point of view, depth, speed, the moves in the
// game's notation; a click on a move plays the line up to it). It shows what it is given and
// says what the user asks; the page runs the engine.
import { t } from '../i18n';
import { escapeHtml, sanText } from '../movelist';
import type { Color } from '../protocol';
import { formatScore, whiteScore, type Score } from './score';

/** One line of the engine, as the worker reports it (engine/types.ts's EngineInfo). */
export interface PanelLine {
  multipv: number;
  depth: number;
  score: Score;
  nps: number;
  pv: string[];
  san: string[];
}

export interface EnginePanelOptions {
  on: boolean;
  lines: number;
  /** The switch or the number of lines changed. */
  onChange: (on: boolean, lines: number) => void;
  /** A move of a line was clicked: the line's moves up to and including it. */
  onPlayLine: (moves: string[]) => void;
}

export class EnginePanel {
  readonly el: HTMLElement;
  private readonly toggle: HTMLInputElement;
  private readonly count: HTMLSelectElement;
  private readonly status: HTMLElement;
  private readonly list: HTMLElement;
  private lines = new Map<number, PanelLine>();
  private turn: Color = 'white';
  /** The first move number and whether the line starts with Black, for the notation. */
  private fullmove = 1;

  constructor(private readonly opts: EnginePanelOptions) {
    this.el = document.createElement('section');
    this.el.className = 'engine-panel';
    this.el.setAttribute('aria-label', t('analysis-engine'));
    this.el.innerHTML = `
      <div class="engine-controls">
        <label class="engine-toggle"><input type="checkbox" data-el="toggle"> ${t('analysis-engine')}</label>
        <label class="engine-count">${t('analysis-lines')}
          <select data-el="count">${[1, 2, 3, 4, 5].map((n) => `<option value="${n}">${n}</option>`).join('')}</select></label>
        <span class="engine-status" data-el="status" aria-live="polite"></span>
      </div>
      <ol class="engine-lines" data-el="list"></ol>`;
    this.toggle = this.el.querySelector('[data-el="toggle"]')!;
    this.count = this.el.querySelector('[data-el="count"]')!;
    this.status = this.el.querySelector('[data-el="status"]')!;
    this.list = this.el.querySelector('[data-el="list"]')!;
    this.toggle.checked = opts.on;
    this.count.value = String(opts.lines);
    this.toggle.addEventListener('change', () => this.changed());
    this.count.addEventListener('change', () => this.changed());
    this.list.addEventListener('click', (e) => {
      const move = (e.target as HTMLElement).closest<HTMLElement>('[data-line]');
      if (!move) return;
      const line = this.lines.get(Number(move.dataset.line));
      if (line) this.opts.onPlayLine(line.pv.slice(0, Number(move.dataset.index) + 1));
    });
    this.render();
  }

  get on(): boolean {
    return this.toggle.checked;
  }

  get lineCount(): number {
    return Number(this.count.value);
  }

  /** A new position: the old lines go. `fullmove` is the FEN's move number. */
  reset(turn: Color, fullmove: number): void {
    this.turn = turn;
    this.fullmove = fullmove;
    this.lines.clear();
    this.render();
  }

  /** A line of the running search (a deeper one replaces the line of the same rank). */
  info(line: PanelLine): void {
    if (line.multipv > this.lineCount) return;
    this.lines.set(line.multipv, line);
    this.render();
  }

  /** The lines, best first. */
  shown(): PanelLine[] {
    return [...this.lines.values()].sort((a, b) => a.multipv - b.multipv);
  }

  /** The best line's score from White's point of view. */
  bestScore(): Score | null {
    const best = this.lines.get(1);
    return best ? whiteScore(best.score, this.turn) : null;
  }

  /** A message instead of the lines state (the game is over, the engine failed). */
  say(text: string): void {
    this.status.textContent = text;
  }

  private changed(): void {
    this.opts.onChange(this.on, this.lineCount);
  }

  private render(): void {
    this.el.dataset.on = String(this.on);
    if (!this.on) {
      this.list.innerHTML = '';
      this.status.textContent = t('analysis-engine-off');
      return;
    }
    const lines = this.shown();
    const best = lines[0];
    this.status.textContent = best
      ? `${t('analysis-depth', { depth: best.depth })} · ${t('analysis-speed', { knps: Math.round(best.nps / 1000) })}`
      : t('analysis-thinking');
    this.list.innerHTML = lines
      .map((line) => {
        const score = formatScore(whiteScore(line.score, this.turn));
        const moves = line.san
          .map((san, i) => {
            const ply = i + (this.turn === 'black' ? 1 : 0);
            const number = ply % 2 === 0 ? `${this.fullmove + ply / 2}. ` : i === 0 ? `${this.fullmove}… ` : '';
            return `${number ? `<span class="move-no">${number}</span>` : ''}<button type="button" class="pv-move" data-line="${line.multipv}" data-index="${i}">${escapeHtml(sanText(san))}</button>`;
          })
          .join(' ');
        return `<li class="engine-line" data-multipv="${line.multipv}" data-depth="${line.depth}">
          <span class="engine-score">${score}</span> <span class="engine-pv">${moves}</span></li>`;
      })
      .join('');
  }
}
