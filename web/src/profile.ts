// A player's profile, `/@/{name}` (issue 24): ratings per game and speed, the rating history as a
// chart (ratingchart.ts), and the games, newest first, 20 a page, filtered by game and result;
// each opens at /game/{id} for replay.
import * as api from './api';
import { SPEEDS, type GameSummary, type Ratings, type RatingHistory, type UserProfile } from './accountwire';
import type { VariantView } from './protocol';
import { language, t, variantName } from './i18n';
import { escapeHtml } from './movelist';
import { variantsOrErrorPage } from './pageload';
import { learnVariantNames, playersVariantName } from './variantnames';
import { formatRating, playerHtml } from './players';
import type { RatingChart } from './ratingchart';
import { asResult, formatResult } from './result';
import { currentAccount, loadAccount } from './session';

type ResultFilter = '' | 'win' | 'loss' | 'draw';

/** The categories (game, speed) of a ratings or history map, in a stable order. */
function categories(map: Ratings | RatingHistory, variants: VariantView[]): [string, string][] {
  const order = (id: string) => {
    const i = variants.findIndex((v) => v.id === id);
    return i < 0 ? variants.length : i;
  };
  return Object.entries(map)
    .flatMap(([game, speeds]) => Object.keys(speeds ?? {}).map((speed) => [game, speed] as [string, string]))
    .sort((a, b) => order(a[0]) - order(b[0]) || a[0].localeCompare(b[0]) || SPEEDS.indexOf(a[1] as never) - SPEEDS.indexOf(b[1] as never));
}

export function speedName(speed: string | null): string {
  return speed && (SPEEDS as readonly string[]).includes(speed) ? t(`speed-${speed}`) : speed ?? t('control-unlimited');
}

export async function profilePage(root: HTMLElement, name: string): Promise<() => void> {
  const [variants] = await Promise.all([variantsOrErrorPage(root), loadAccount()]);
  if (!variants) return () => {};
  let profile: UserProfile;
  let ratingHistory: RatingHistory;
  try {
    [profile, ratingHistory] = await Promise.all([api.user(name), api.ratingHistory(name)]);
  } catch (e) {
    const notFound = e instanceof api.ApiError && e.status === 404;
    root.innerHTML = `<div class="error-page"><h1>${notFound ? t('profile-not-found', { name: escapeHtml(name) }) : t('error-load')}</h1>
      <p><a href="/" data-link>${t('nav-home')}</a></p></div>`;
    return () => {};
  }
  const names = new Map(variants.map((v) => [v.id, variantName(v)]));
  // A player's variant is named once its name is learnt (variantnames.ts); its id till then.
  const gameName = (id: string) => escapeHtml(names.get(id) ?? playersVariantName(id) ?? id);
  const me = currentAccount()?.username.toLowerCase() === profile.username.toLowerCase();
  const since = new Intl.DateTimeFormat(language(), { dateStyle: 'long' }).format(new Date(profile.created_at));
  const rated = categories(profile.ratings, variants);
  const charted = categories(ratingHistory, variants).filter(([g, s]) => (ratingHistory[g]?.[s] ?? []).length > 0);
  // The category shown first: the one with the most rated games.
  charted.sort((a, b) => (ratingHistory[b[0]]?.[b[1]]?.length ?? 0) - (ratingHistory[a[0]]?.[a[1]]?.length ?? 0));
  const category = (g: string, s: string) => `${names.get(g) ?? g} · ${speedName(s)}`;

  root.innerHTML = `<div class="profile-page" data-user="${escapeHtml(profile.username)}">
  <header class="profile-head">
    <h1>${escapeHtml(profile.username)}</h1>
    <p class="profile-meta">${t('profile-since', { date: since })} · ${t('profile-games', { count: profile.games })}${me ? ` · <a href="/account" data-link>${t('account-title')}</a>` : ''}</p>
  </header>
  <section aria-labelledby="ratings-title" class="profile-ratings">
    <h2 id="ratings-title">${t('profile-ratings')}</h2>
    ${
      rated.length
        ? `<table><thead><tr><th>${t('lobby-game')}</th><th>${t('profile-speed')}</th><th>${t('profile-rating')}</th><th>${t('profile-rated-games')}</th></tr></thead><tbody>
      ${rated
        .map(([g, s]) => {
          const r = profile.ratings[g]![s]!;
          return `<tr data-category="${escapeHtml(g)}/${escapeHtml(s)}"><td>${gameName(g)}</td>
            <td><a href="/leaderboard/${encodeURIComponent(g)}/${encodeURIComponent(s)}" data-link>${escapeHtml(speedName(s))}</a></td>
            <td class="rating" data-rating="${Math.round(r.rating)}" title="${escapeHtml(t(r.provisional ? 'profile-provisional' : 'profile-deviation', { deviation: Math.round(r.deviation) }))}">${formatRating(r.rating, r.provisional)} <small>±${Math.round(r.deviation)}</small></td>
            <td>${r.games}</td></tr>`;
        })
        .join('')}</tbody></table>
      <p class="field-note">${t('profile-provisional-note')}</p>`
        : `<p class="empty">${t('profile-no-ratings')}</p>`
    }
  </section>
  <section aria-labelledby="chart-title" class="profile-chart">
    <h2 id="chart-title">${t('profile-history')}</h2>
    ${
      charted.length > 1
        ? `<label>${t('profile-category')} <select data-el="category">${charted
            .map(([g, s]) => `<option value="${escapeHtml(g)}/${escapeHtml(s)}">${escapeHtml(category(g, s))}</option>`)
            .join('')}</select></label>`
        : ''
    }
    ${charted.length ? `<div class="rating-chart" data-el="chart"></div>
    <details class="chart-table"><summary>${t('profile-chart-table')}</summary><div data-el="chartTable"></div></details>` : `<p class="empty">${t('profile-no-history')}</p>`}
  </section>
  <section aria-labelledby="games-title" class="profile-games">
    <h2 id="games-title">${t('profile-game-list')}</h2>
    <form class="game-filters" data-el="filters">
      <label>${t('lobby-game')} <select name="variant"><option value="">${t('lobby-all-games')}</option>
        ${variants.map((v) => `<option value="${v.id}">${escapeHtml(variantName(v))}</option>`).join('')}</select></label>
      <label>${t('profile-result')} <select name="result"><option value="">${t('profile-result-all')}</option>
        ${['win', 'loss', 'draw'].map((r) => `<option value="${r}">${t(`profile-result-${r}`)}</option>`).join('')}</select></label>
    </form>
    <div data-el="games" aria-live="polite"></div>
    <nav class="pager" data-el="pager" aria-label="${t('profile-pages')}"></nav>
  </section>
</div>`;
  const el = (n: string) => root.querySelector<HTMLElement>(`[data-el="${n}"]`);

  let chart: RatingChart | undefined;
  let alive = true;
  if (charted.length) {
    // The chart's code (uPlot) is loaded with the first profile page, not with every page.
    const module = await import('./ratingchart').catch(() => null);
    if (module) chart = new module.RatingChart(el('chart')!);
    else el('chart')!.innerHTML = `<p class="form-error">${t('error-load')}</p>`;
  }
  if (chart) {
    const draw = (key: string) => {
      const [g, s] = key.split('/');
      const points = ratingHistory[g]?.[s] ?? [];
      el('chart')!.dataset.category = key;
      chart!.show(points, category(g, s));
      const fmt = new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' });
      el('chartTable')!.innerHTML = `<table><caption>${escapeHtml(category(g, s))}</caption><thead><tr><th>${t('profile-date')}</th><th>${t('profile-rating')}</th></tr></thead><tbody>
        ${points.map((p) => `<tr><td>${fmt.format(new Date(p.at))}</td><td>${Math.round(p.rating)} <small>±${Math.round(p.deviation)}</small></td></tr>`).join('')}</tbody></table>`;
    };
    draw(`${charted[0][0]}/${charted[0][1]}`);
    el('category')?.addEventListener('change', (e) => draw((e.target as HTMLSelectElement).value));
  }

  // The game list: filters and page are kept in the address, so a reload or a link keeps them.
  const params = new URLSearchParams(location.search);
  const filters = el('filters') as HTMLFormElement;
  const variantSelect = filters.querySelector<HTMLSelectElement>('select[name="variant"]')!;
  const resultSelect = filters.querySelector<HTMLSelectElement>('select[name="result"]')!;
  variantSelect.value = names.has(params.get('variant') ?? '') ? params.get('variant')! : '';
  resultSelect.value = ['win', 'loss', 'draw'].includes(params.get('result') ?? '') ? params.get('result')! : '';
  let page = Math.max(1, Number(params.get('page')) || 1);
  let request = 0;
  const load = async () => {
    const mine = ++request;
    const q = new URLSearchParams();
    if (page > 1) q.set('page', String(page));
    if (variantSelect.value) q.set('variant', variantSelect.value);
    if (resultSelect.value) q.set('result', resultSelect.value);
    keepInAddress(q);
    el('games')!.setAttribute('aria-busy', 'true');
    try {
      const list = await api.userGames(profile.username, { page, variant: variantSelect.value || undefined, result: (resultSelect.value as ResultFilter) || undefined });
      await learnVariantNames(list.games.map((g) => g.variant));
      if (!alive || mine !== request) return;
      el('games')!.innerHTML = gamesHtml(list.games, profile.username, gameName);
      el('games')!.dataset.total = String(list.total);
      el('pager')!.innerHTML =
        list.pages > 1
          ? `<button type="button" data-page="${list.page - 1}"${list.page <= 1 ? ' disabled' : ''}>${t('profile-newer')}</button>
             <span>${t('profile-page', { page: list.page, pages: list.pages })}</span>
             <button type="button" data-page="${list.page + 1}"${list.page >= list.pages ? ' disabled' : ''}>${t('profile-older')}</button>`
          : '';
    } catch {
      if (alive && mine === request) el('games')!.innerHTML = `<p class="form-error">${t('error-load')}</p>`;
    } finally {
      el('games')?.removeAttribute('aria-busy');
    }
  };
  filters.addEventListener('change', () => {
    page = 1;
    void load();
  });
  el('pager')!.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-page]');
    if (!b || b.disabled) return;
    page = Number(b.dataset.page);
    void load();
  });
  void load();
  return () => {
    alive = false;
    chart?.destroy();
  };
}

/** Keeps the list's filters and page in the address (and a `?lang=`). */
function keepInAddress(q: URLSearchParams): void {
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) q.set('lang', lang);
  const search = q.toString();
  history.replaceState(history.state, '', location.pathname + (search ? `?${search}` : ''));
}

function gamesHtml(games: GameSummary[], username: string, gameName: (id: string) => string): string {
  if (!games.length) return `<p class="empty">${t('profile-no-games')}</p>`;
  const me = username.toLowerCase();
  const fmt = new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' });
  const rows = games.map((g) => {
    const colour = g.white && g.white.computer === null && g.white.name.toLowerCase() === me ? 'white' : 'black';
    const other = colour === 'white' ? 'black' : 'white';
    const opponent = g[other];
    const score = asResult(g.result);
    const outcome = !score ? null : score === '1/2-1/2' ? 'draw' : (score === '1-0') === (colour === 'white') ? 'win' : 'loss';
    const result = score
      ? `${t(`recent-${outcome}`)} ${formatResult(score)}`
      : t(g.status === 'aborted' ? 'recent-aborted' : g.status === 'waiting' ? 'recent-waiting' : 'recent-playing');
    const kind = `${escapeHtml(speedName(g.speed))} · ${t(g.rated ? 'home-rated-rated' : 'home-rated-casual')}`;
    return `<tr data-game="${g.id}" data-outcome="${outcome ?? ''}">
      <td><a href="/game/${encodeURIComponent(g.id)}" data-link>${fmt.format(new Date(g.created_at))}</a></td>
      <td>${gameName(g.variant)} <small>${kind}</small></td>
      <td><span class="visually-hidden">${t(`colour-${other}`)}: </span><span class="colour-dot" data-colour="${other}" title="${t(`colour-${other}`)}" aria-hidden="true"></span> ${playerHtml(opponent)}</td>
      <td>${result}</td>
      <td>${Math.ceil(g.ply / 2)}</td>
    </tr>`;
  });
  return `<table class="game-list"><thead><tr><th>${t('profile-date')}</th><th>${t('lobby-game')}</th><th>${t('recent-opponent')}</th><th>${t('recent-result')}</th><th>${t('profile-moves')}</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table>`;
}
