// The leaderboards (issue 24): `/leaderboard/{game id}/{speed}` lists the top 100 players of that
// game and speed whose rating is no longer provisional, best first; `/leaderboard` shows chess blitz.
// Links choose the game and the speed.
import * as api from './api';
import { SPEEDS } from './accountwire';
import { t, variantName } from './i18n';
import { escapeHtml } from './movelist';
import { variantsOrErrorPage } from './pageload';
import { profileHref } from './players';
import { speedName } from './profile';
import { currentAccount, loadAccount } from './session';

const DEFAULT_GAME = 'chess';
const DEFAULT_SPEED = 'blitz';

export async function leaderboardPage(root: HTMLElement, game?: string, speed?: string): Promise<() => void> {
  const [variants] = await Promise.all([variantsOrErrorPage(root), loadAccount()]);
  if (!variants) return () => {};
  const gameId = game ?? (variants.some((v) => v.id === DEFAULT_GAME) ? DEFAULT_GAME : (variants[0]?.id ?? DEFAULT_GAME));
  const speedId = speed ?? DEFAULT_SPEED;
  const variant = variants.find((v) => v.id === gameId);
  const here = (g: string, s: string) => `/leaderboard/${encodeURIComponent(g)}/${encodeURIComponent(s)}`;
  const current = (yes: boolean) => (yes ? ' aria-current="page"' : '');
  root.innerHTML = `<div class="leaderboard-page">
  <h1>${t('leaderboard-title')}</h1>
  <nav class="board-picker" aria-label="${escapeHtml(t('leaderboard-games'))}">
    <ul>${variants.map((v) => `<li><a href="${here(v.id, speedId)}" data-link${current(v.id === gameId)}>${escapeHtml(variantName(v))}</a></li>`).join('')}</ul>
  </nav>
  <nav class="board-picker" aria-label="${escapeHtml(t('leaderboard-speeds'))}">
    <ul>${SPEEDS.map((s) => `<li><a href="${here(gameId, s)}" data-link${current(s === speedId)}>${escapeHtml(speedName(s))}</a></li>`).join('')}</ul>
  </nav>
  <h2 data-el="heading">${escapeHtml(variant ? variantName(variant) : gameId)} · ${escapeHtml(speedName(speedId))}</h2>
  <div data-el="table" aria-live="polite"><p class="loading">${t('loading')}</p></div>
  <p class="field-note">${t('leaderboard-note')}</p>
</div>`;
  const table = root.querySelector<HTMLElement>('[data-el="table"]')!;
  try {
    const board = await api.leaderboard(gameId, speedId);
    const me = currentAccount()?.username.toLowerCase();
    table.innerHTML = board.players.length
      ? `<table class="leaderboard" data-category="${escapeHtml(gameId)}/${escapeHtml(speedId)}">
        <thead><tr><th>${t('leaderboard-rank')}</th><th>${t('leaderboard-player')}</th><th>${t('profile-rating')}</th><th>${t('profile-rated-games')}</th></tr></thead>
        <tbody>${board.players
          .map(
            (p, i) => `<tr data-player="${escapeHtml(p.username)}"${p.username.toLowerCase() === me ? ' class="me"' : ''}>
              <td>${i + 1}</td><td><a href="${profileHref(p.username)}" data-link>${escapeHtml(p.username)}</a></td>
              <td>${Math.round(p.rating)} <small>±${Math.round(p.deviation)}</small></td><td>${p.games}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : `<p class="empty" data-el="empty">${t('leaderboard-empty')}</p>`;
  } catch (e) {
    const status = e instanceof api.ApiError ? e.status : 0;
    table.innerHTML = `<p class="form-error">${t(status === 404 ? 'leaderboard-no-game' : status === 400 ? 'leaderboard-no-speed' : 'error-load')}</p>`;
  }
  return () => {};
}
