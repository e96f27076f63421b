// The players' variants' directory, `/variants` (issue 29): the signed-in player's own variants
// first (myvariants.ts), then the public ones (`GET /api/variants?q=&sort=&page=`), searched as
// you type (the search, the order and the page are kept in the address: `?q=spiral&sort=games`),
// 20 a page. Each shows its name (to its rules), its creator (to the profile), how many games it
// has had, when it last changed and its description, and a "Play" link to the home page with it
// chosen. Names and descriptions are strangers' text: always escaped.
import './variantsdir.css';
import * as api from './api';
import type { DirectoryEntry } from './protocol';
import { language, t } from './i18n';
import { escapeHtml } from './movelist';
import { MyVariants } from './myvariants';
import { profileHref } from './players';
import { loadAccount, onAccountChange } from './session';
import { playHref, rulesHref } from './variantpath';

const SORTS: readonly api.DirectorySort[] = ['recent', 'games', 'name'];
/** The wait after the last key before the search is sent. */
const DEBOUNCE_MS = 300;
/** The server's longest search text. */
const MAX_QUERY = 100;

export async function variantsDirectoryPage(root: HTMLElement): Promise<() => void> {
  await loadAccount();
  document.title = `${t('variants-title')} · ${t('site-title')}`;
  const params = new URLSearchParams(location.search);
  const query: api.DirectoryQuery = {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    sort: SORTS.find((s) => s === params.get('sort')) ?? 'recent',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
  root.innerHTML = `<div class="variants-page">
  <h1>${t('variants-title')}</h1>
  <p class="variants-intro">${t('variants-intro')}</p>
  <section class="my-variants" data-el="mine"></section>
  <section class="variant-directory" aria-labelledby="directory-title">
    <h2 id="directory-title">${t('variants-directory-title')}</h2>
    <form class="directory-search" role="search" data-el="search">
      <label>${t('variants-search')}
        <input type="search" name="q" maxlength="${MAX_QUERY}" autocomplete="off" spellcheck="false" aria-describedby="directory-search-hint" value="${escapeHtml(query.q)}"></label>
      <label>${t('variants-sort')}
        <select name="sort">${SORTS.map((s) => `<option value="${s}"${s === query.sort ? ' selected' : ''}>${t(`variants-sort-${s}`)}</option>`).join('')}</select></label>
      <p class="field-note" id="directory-search-hint">${t('variants-search-hint')}</p>
    </form>
    <div class="directory-results" data-el="results" aria-live="polite"></div>
    <nav class="pager" data-el="pager" hidden aria-label="${escapeHtml(t('variants-pages'))}"></nav>
  </section>
</div>`;
  const part = (n: string) => root.querySelector<HTMLElement>(`[data-el="${n}"]`)!;
  const form = part('search') as HTMLFormElement;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const sort = form.querySelector<HTMLSelectElement>('select[name="sort"]')!;
  const results = part('results');
  const pager = part('pager');

  let alive = true;
  let request = 0;
  let timer: number | undefined;
  const load = async () => {
    window.clearTimeout(timer);
    const mine = ++request;
    keepInAddress(query);
    results.setAttribute('aria-busy', 'true');
    try {
      const page = await api.variantDirectory(query);
      if (!alive || mine !== request) return;
      results.dataset.state = page.variants.length ? 'listed' : 'empty';
      results.innerHTML = page.variants.length
        ? `<ul class="variant-list">${page.variants.map(entryHtml).join('')}</ul>`
        : `<p class="empty">${escapeHtml(query.q.trim() ? t('variants-none-match', { query: query.q.trim() }) : t('variants-empty'))}</p>`;
      pager.hidden = !(page.page > 1 || page.more);
      pager.innerHTML = !pager.hidden
          ? `<button type="button" data-page="${page.page - 1}"${page.page <= 1 ? ' disabled' : ''}>${t('variants-previous')}</button>
             <span>${t('variants-page', { page: page.page })}</span>
             <button type="button" data-page="${page.page + 1}"${page.more ? '' : ' disabled'}>${t('variants-next')}</button>`
          : '';
    } catch (e) {
      if (!alive || mine !== request) return;
      results.dataset.state = 'error';
      results.innerHTML = `<p class="form-error" role="alert">${escapeHtml(t('variants-error', { message: e instanceof Error ? e.message : String(e) }))}</p>`;
      pager.innerHTML = '';
      pager.hidden = true;
    } finally {
      if (mine === request) results.removeAttribute('aria-busy');
    }
  };
  const searchAgain = () => {
    query.q = input.value;
    query.page = 1;
    void load();
  };
  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(searchAgain, DEBOUNCE_MS);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    searchAgain();
  });
  sort.addEventListener('change', () => {
    query.sort = SORTS.find((s) => s === sort.value) ?? 'recent';
    query.page = 1;
    void load();
  });
  pager.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-page]');
    if (!b || b.disabled) return;
    query.page = Number(b.dataset.page);
    void load();
    root.querySelector<HTMLElement>('#directory-title')?.scrollIntoView();
  });

  const mine = new MyVariants(part('mine'), () => void load());
  void mine.load();
  const stopAccount = onAccountChange(() => void mine.load());
  void load();
  return () => {
    alive = false;
    window.clearTimeout(timer);
    mine.destroy();
    stopAccount();
  };
}

/** One public variant: name (to its rules), creator (to the profile), games, last change,
 *  description, and "Play". */
function entryHtml(v: DirectoryEntry): string {
  const updated = new Intl.DateTimeFormat(language(), { dateStyle: 'medium' }).format(new Date(v.updated_at));
  return `<li class="variant-entry" data-variant="${escapeHtml(v.id)}">
    <h3 class="variant-name"><a href="${rulesHref(v.id)}" data-link>${escapeHtml(v.name)}</a></h3>
    <p class="variant-meta">
      <span class="variant-creator">${t('variants-creator')} <a href="${profileHref(v.creator)}" data-link>${escapeHtml(v.creator)}</a></span>
      · <span class="variant-games" data-games="${v.games}">${t('variants-games', { count: v.games })}</span>
      · <span class="variant-updated">${escapeHtml(t('variants-updated', { date: updated }))}</span>
    </p>
    ${v.description ? `<p class="variant-description">${escapeHtml(v.description)}</p>` : ''}
    <p class="variant-actions"><a href="${playHref(v.id)}" data-link class="button play-link" aria-label="${escapeHtml(t('variants-play-label', { name: v.name }))}">${t('variants-play')}</a></p>
  </li>`;
}

/** The search, the order and the page in the address (and a `?lang=`), so a reload or a link
 *  keeps them. */
function keepInAddress(query: api.DirectoryQuery): void {
  const q = new URLSearchParams();
  const lang = new URLSearchParams(location.search).get('lang');
  if (lang) q.set('lang', lang);
  if (query.q.trim()) q.set('q', query.q.trim());
  if (query.sort !== 'recent') q.set('sort', query.sort);
  if (query.page > 1) q.set('page', String(query.page));
  const search = q.toString();
  history.replaceState(history.state, '', location.pathname + (search ? `?${search}` : ''));
}
