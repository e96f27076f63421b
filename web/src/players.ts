// Players as the UI writes them (issue 24): a name with its rating (`alice 1500`, `bob 1500?` while
// the rating is provisional), the computer as "Computer (level N)" in the page's language, an
// anonymous seat as "Anonymous", and a rating change as `1500 → 1662 (+162)`.
import type { PlayerView, RatingDelta } from './accountwire';
import { t } from './i18n';
import { escapeHtml } from './movelist';

/** A rating, rounded, with `?` while provisional. */
export function formatRating(rating: number, provisional: boolean): string {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}

/** The player's name as shown: the computer's in the page's language, "Anonymous" for no account. */
export function playerName(p: PlayerView | null): string {
  if (!p) return t('player-anonymous');
  if (p.computer !== null) return t('player-computer', { level: p.computer });
  if (p.name === 'deleted') return t('player-deleted');
  return p.name;
}

/** Whether the name is an account's, with a profile page. */
export function hasProfile(p: PlayerView | null): p is PlayerView {
  return Boolean(p && p.computer === null && p.name !== 'deleted');
}

export function profileHref(name: string): string {
  return `/@/${encodeURIComponent(name)}`;
}

/** HTML: the name (a link to the profile for an account) and the rating when there is one. */
export function playerHtml(p: PlayerView | null, link = true): string {
  const name = escapeHtml(playerName(p));
  const shown = hasProfile(p) && link ? `<a href="${profileHref(p.name)}" data-link class="player-link">${name}</a>` : `<span class="player-label">${name}</span>`;
  const rating = p && p.rating !== null ? ` <span class="rating" data-rating="${Math.round(p.rating)}">${formatRating(p.rating, p.provisional)}</span>` : '';
  return `${shown}${rating}`;
}

/** `1500 → 1662 (+162)`. */
export function formatDelta(d: RatingDelta): string {
  const diff = d.after - d.before;
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  return `${d.before} → ${d.after} (${sign}${Math.abs(diff)})`;
}
