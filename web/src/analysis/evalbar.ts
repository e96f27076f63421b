// The evaluation bar beside the analysis board: White's share of the chances, from the engine's
// best line, drawn as a white part growing from White's side of the board.
import { t } from '../i18n';
import type { Color } from '../protocol';
import { formatScore, whiteShare, type Score } from './score';

export class EvalBar {
  readonly el: HTMLElement;
  private readonly fill: HTMLElement;
  private readonly label: HTMLElement;

  constructor() {
    this.el = document.createElement('div');
    this.el.className = 'eval-bar';
    this.el.setAttribute('role', 'img');
    this.fill = document.createElement('div');
    this.fill.className = 'eval-fill';
    this.label = document.createElement('span');
    this.label.className = 'eval-label';
    this.el.append(this.fill, this.label);
    this.show(null, 'white');
  }

  /** `score` from White's point of view (null: no evaluation); `orientation` is the side at the
   *  bottom of the board. */
  show(score: Score | null, orientation: Color): void {
    const share = score ? whiteShare(score) : 0.5;
    this.el.dataset.orientation = orientation;
    this.fill.style.height = `${(share * 100).toFixed(1)}%`;
    const text = score ? formatScore(score) : '';
    this.label.textContent = text;
    this.el.dataset.score = text;
    this.el.setAttribute('aria-label', score ? t('analysis-eval', { score: text }) : t('analysis-eval-none'));
  }
}
