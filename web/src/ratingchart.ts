// The rating-history chart of the profile page (issue 24): a line of the player's rating after
// each rated game of one category (game and speed), drawn with uPlot (MIT; canvas, no eval, its
// styles in our bundle: it works under the site's CSP, docs/server.md). The points plotted are
// also written on the chart's element (`data-points`, `data-ratings`) and in a table for screen
// readers and for anyone who prefers numbers.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HistoryPoint } from './accountwire';
import { language, t } from './i18n';

const DAY_S = 86_400;

export class RatingChart {
  private plot?: uPlot;
  private readonly onResize = () => this.resize();

  constructor(private readonly el: HTMLElement) {
    window.addEventListener('resize', this.onResize);
  }

  /** Draws `points` (oldest first) under the title `label`. */
  show(points: HistoryPoint[], label: string): void {
    this.plot?.destroy();
    this.plot = undefined;
    const xs = points.map((p) => p.at / 1000);
    const ys = points.map((p) => Math.round(p.rating));
    this.el.dataset.points = String(points.length);
    this.el.dataset.ratings = JSON.stringify(ys);
    this.el.innerHTML = '';
    if (!points.length) return;
    const stroke = getComputedStyle(this.el).getPropertyValue('--chart-line').trim() || '#2f6f9f';
    const ink = getComputedStyle(this.el).color || '#222';
    // Ticks on whole days (or weeks, months...); the year once the history spans most of one.
    const long = xs[xs.length - 1] - xs[0] > 300 * DAY_S;
    const dateFmt = new Intl.DateTimeFormat(language(), long ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' });
    const fullFmt = new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' });
    const opts: uPlot.Options = {
      width: this.width(),
      height: 260,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        // From the data itself (uPlot widens a single point's range by a thousand days when the
        // time unit is seconds); one point, or all on one day, still gets a day either side.
        x: {
          time: true,
          range: () => {
            const [lo, hi] = [xs[0], xs[xs.length - 1]];
            return hi - lo < DAY_S ? [lo - DAY_S, hi + DAY_S] : [lo, hi];
          },
        },
        y: { range: (_u, min, max) => [Math.floor((min - 50) / 50) * 50, Math.ceil((max + 50) / 50) * 50] },
      },
      series: [
        { value: (_u, v) => (v === null ? '' : fullFmt.format(new Date(v * 1000))) },
        { label, stroke, width: 2, points: { show: true, size: 7, fill: stroke, stroke } },
      ],
      axes: [
        {
          stroke: ink,
          incrs: [1, 2, 7, 14, 30, 61, 91, 182, 365, 730].map((d) => d * DAY_S),
          values: (_u, splits) => splits.map((s) => dateFmt.format(new Date(s * 1000))),
          grid: { stroke: 'rgba(128,128,128,0.2)' },
        },
        { stroke: ink, grid: { stroke: 'rgba(128,128,128,0.2)' }, size: 50 },
      ],
    };
    this.plot = new uPlot(opts, [xs, ys], this.el);
    this.plot.root.setAttribute('role', 'img');
    const first = ys[0];
    const last = ys[ys.length - 1];
    this.plot.root.setAttribute('aria-label', t('profile-chart-summary', { category: label, count: ys.length, first, last }));
  }

  private width(): number {
    return Math.max(260, Math.min(900, this.el.clientWidth || 600));
  }

  private resize(): void {
    this.plot?.setSize({ width: this.width(), height: 260 });
  }

  destroy(): void {
    window.removeEventListener('resize', this.onResize);
    this.plot?.destroy();
  }
}
