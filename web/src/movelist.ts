// The move list in the game's own notation (the server's `san`), two plies to a row. Clicking a
// move shows the position after it; the game page decides what "showing" means. Also the
// buttons that step through the positions, shared by the game, review and analysis pages.
import { t } from './i18n';

export class MoveList {
  readonly el: HTMLElement;

  constructor(private readonly onPick: (ply: number) => void) {
    this.el = document.createElement('div');
    this.el.className = 'move-list';
    this.el.setAttribute('role', 'list');
    this.el.setAttribute('aria-label', t('moves-title'));
    this.el.addEventListener('click', (e) => {
      const target = (e.target as HTMLElement).closest<HTMLElement>('[data-ply]');
      if (target) this.onPick(Number(target.dataset.ply));
    });
  }

  /** `firstMoveBlack`: the game started with Black to move (a set-up position). */
  render(san: string[], current: number, firstMoveBlack = false): void {
    const parts: string[] = [];
    const offset = firstMoveBlack ? 1 : 0;
    for (let i = 0; i < san.length; i++) {
      const slot = i + offset;
      if (slot % 2 === 0 || i === 0) {
        parts.push(`<span class="move-no">${Math.floor(slot / 2) + 1}.</span>`);
        if (slot % 2 === 1) parts.push('<span class="move empty">…</span>');
      }
      const ply = i + 1;
      const cls = ply === current ? 'move current' : 'move';
      parts.push(`<button type="button" class="${cls}" data-ply="${ply}" role="listitem">${escapeHtml(sanText(san[i]))}</button>`);
    }
    this.el.innerHTML = parts.join('');
    this.el.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }
}

/** A move as a page shows it: its SAN, but a pass (`pass`, janggi) in the page's language, the
 *  marks after it kept (a review's `?!`).
 *
 * ```ts
 * sanText('Nf3'); // 'Nf3'
 * sanText('pass'); // 'pass' in English, 'pasa' in Spanish
 * sanText('pass?!'); // 'pasa?!' in Spanish
 * ```
 */
export function sanText(san: string): string {
  const pass = /^pass([^\p{L}\d]*)$/u.exec(san);
  return pass ? t('move-pass') + pass[1] : san;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The buttons that step through a game's positions (first, previous, next, last), each with
 *  its `data-nav` for the page to handle. */
export function navButtons(): string {
  const button = (nav: string, key: string, sign: string) =>
    `<button type="button" data-nav="${nav}" title="${t(key)}" aria-label="${t(key)}">${sign}</button>`;
  return `<div class="review-nav">${button('first', 'nav-first', '«')}${button('prev', 'nav-prev', '‹')}${button('next', 'nav-next', '›')}${button('last', 'nav-last', '»')}</div>`;
}
