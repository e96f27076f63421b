// The review's evaluation graph: White's winning chances (0–100%) at every position, drawn with
// uPlot (as the profile's rating chart), the marked moves as coloured dots, the position shown as
// a vertical line. A click picks the nearest position. The numbers are also on the element
// (`data-plies`, `data-current`) and summed up in its label for screen readers.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Mark } from './judge';

const MARK_COLOURS: Record<Mark, string> = { inaccuracy: '#e0a800', mistake: '#e06c00', blunder: '#d0261d' };
const HEIGHT = 180;

export class EvalGraph {
  private plot?: uPlot;
  private current = 0;
  private marks: (Mark | null)[] = [];
  private readonly onResize = () => this.plot?.setSize({ width: this.width(), height: HEIGHT });

  constructor(
    private readonly el: HTMLElement,
    private readonly onPick: (ply: number) => void,
  ) {
    window.addEventListener('resize', this.onResize);
  }

  /** Draws White's win% per ply; `marks[k]` is the mark of the move that led to position k. */
  show(whiteWin: number[], marks: (Mark | null)[], label: string): void {
    this.plot?.destroy();
    this.el.innerHTML = '';
    this.marks = marks;
    const xs = whiteWin.map((_, i) => i);
    const ys = whiteWin.map((w) => Math.round(w * 10) / 10);
    this.el.dataset.plies = String(ys.length);
    const ink = getComputedStyle(this.el).color || '#222';
    const last = Math.max(1, xs.length - 1);
    const opts: uPlot.Options = {
      width: this.width(),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: { x: { time: false, range: [0, last] }, y: { range: [0, 100] } },
      series: [{}, { stroke: ink, width: 2, fill: 'rgba(128,128,128,0.25)', points: { show: false } }],
      axes: [
        { stroke: ink, grid: { show: false }, values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')) },
        { stroke: ink, size: 52, splits: () => [0, 50, 100], values: (_u, splits) => splits.map((s) => `${s}%`), grid: { stroke: 'rgba(128,128,128,0.3)' } },
      ],
      hooks: { draw: [(u) => this.decorate(u)] },
    };
    this.plot = new uPlot(opts, [xs, ys], this.el);
    this.plot.root.setAttribute('role', 'img');
    this.plot.root.setAttribute('aria-label', label);
    this.plot.over.addEventListener('click', () => {
      const idx = this.plot?.cursor.idx;
      if (idx !== null && idx !== undefined) this.onPick(idx);
    });
    this.mark(this.current);
  }

  /** Marks the position shown. */
  mark(ply: number): void {
    this.current = ply;
    this.el.dataset.current = String(ply);
    this.plot?.redraw(false, false);
  }

  private decorate(u: uPlot): void {
    const ctx = u.ctx;
    const ys = u.data[1];
    ctx.save();
    for (const [k, mark] of this.marks.entries()) {
      const y = ys[k];
      if (!mark || y === null || y === undefined) continue;
      ctx.fillStyle = MARK_COLOURS[mark];
      ctx.beginPath();
      ctx.arc(u.valToPos(k, 'x', true), u.valToPos(y, 'y', true), 4.5 * devicePixelRatio, 0, 2 * Math.PI);
      ctx.fill();
    }
    const x = u.valToPos(this.current, 'x', true);
    ctx.strokeStyle = '#2f6f9f';
    ctx.lineWidth = 2 * devicePixelRatio;
    ctx.beginPath();
    ctx.moveTo(x, u.bbox.top);
    ctx.lineTo(x, u.bbox.top + u.bbox.height);
    ctx.stroke();
    ctx.restore();
  }

  private width(): number {
    return Math.max(260, Math.min(640, this.el.clientWidth || 480));
  }

  destroy(): void {
    window.removeEventListener('resize', this.onResize);
    this.plot?.destroy();
  }
}
