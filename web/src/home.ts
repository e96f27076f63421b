// The home page: choose a game, a time control, a mode and a colour; and the lobby of open games.
// `/?variant=ID` chooses the game (the "Play" links of the rules pages and of the players'
// variants' directory): a player's variant (`@alice/spiral`), which the catalog's list does not
// hold, gets a card of its own, first. The lobby names a player's variant's games by its name and
// its filter lists the players' variants that have open games.
import * as api from './api';
import type { ClockSpecIn, Color, ColorChoice, LobbyEntry, Mode, VariantView } from './protocol';
import type { Account } from './accountwire';
import { miniBoard } from './board';
import { rememberInvite } from './game';
import { language, t, variantName } from './i18n';
import { escapeHtml } from './movelist';
import { findVariant, variantsOrErrorPage } from './pageload';
import { navigate } from './router';
import { bindQuickStart, quickStartRow } from './quickstart';
import { currentAccount, loadAccount, onAccountChange } from './session';
import { playerHtml, profileHref } from './players';
import { outcomeFor, recentGames, refreshRecent, type RecentGame } from './recent';
import { formatResult } from './result';
import { learnVariantNames, playersVariantName, rememberVariantName } from './variantnames';
import { editorHref, playersVariantParts, rulesHref } from './variantpath';

/** Time controls offered (issue 6): minutes + increment seconds; null is "unlimited". */
export const TIME_CONTROLS: { id: string; clock: ClockSpecIn | null }[] = [
  { id: '1+0', clock: { initial_s: 60, increment_s: 0 } },
  { id: '3+2', clock: { initial_s: 180, increment_s: 2 } },
  { id: '5+3', clock: { initial_s: 300, increment_s: 3 } },
  { id: '10+0', clock: { initial_s: 600, increment_s: 0 } },
  { id: '15+10', clock: { initial_s: 900, increment_s: 10 } },
  { id: '30+0', clock: { initial_s: 1800, increment_s: 0 } },
  { id: 'unlimited', clock: null },
];

const MODES: readonly Mode[] = ['friend', 'open', 'hotseat', 'computer'];
/** The computer's levels (docs/protocol.md, "Playing the computer"). */
const LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const PREFS_KEY = 'turnpan.prefs';

interface Prefs {
  variant: string;
  control: string;
  mode: string;
  colour: string;
  level: string;
  /** `rated` or `casual`. */
  rated: string;
}

function loadPrefs(): Prefs {
  const defaults: Prefs = { variant: 'chess', control: '5+3', mode: 'friend', colour: 'random', level: '3', rated: 'casual' };
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as Partial<Prefs>) };
  } catch {
    return defaults;
  }
}

function savePrefs(p: Prefs): void {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(p));
  } catch {
    /* ignore */
  }
}

export async function homePage(root: HTMLElement): Promise<() => void> {
  const [variants] = await Promise.all([variantsOrErrorPage(root), loadAccount()]);
  if (!variants) return () => {};
  const prefs = loadPrefs();
  // The game asked for in the address, else the last one played (a player's variant too).
  const asked = new URLSearchParams(location.search).get('variant');
  const wanted = asked ?? prefs.variant;
  const found = await findVariant(variants, wanted).catch(() => undefined);
  const extra = found && !variants.includes(found) ? found : undefined;
  if (extra) rememberVariantName(extra.id, extra.name);
  const cards = extra ? [extra, ...variants] : variants;
  const missing = asked !== null && !found ? asked : null;
  if (found) prefs.variant = found.id;
  if (!cards.some((v) => v.id === prefs.variant)) prefs.variant = variants[0]?.id ?? 'chess';

  const chip = (name: string, value: string, label: string, checked: boolean) =>
    `<label class="chip"><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}><span>${label}</span></label>`;

  const level = Number(prefs.level) || 3;
  root.innerHTML = `
<p class="tagline">${t('home-tagline')}</p>
${quickStartRow(level)}
<div class="home">
  <section class="new-game" aria-labelledby="new-game-title">
    <h1 id="new-game-title">${t('home-title')}</h1>
    <form data-el="form">
      ${missing ? `<p class="form-error home-missing" role="alert">${escapeHtml(t('home-variant-missing', { id: missing }))}</p>` : ''}
      <fieldset class="variants"><legend>${t('home-game')}</legend>
        ${cards.map((v) => variantCard(v, v.id === prefs.variant)).join('')}
      </fieldset>
      <fieldset class="chips"><legend>${t('home-time')}</legend>
        ${TIME_CONTROLS.map((c) => chip('control', c.id, c.clock ? c.id : t('control-unlimited'), c.id === prefs.control)).join('')}
      </fieldset>
      <fieldset class="chips"><legend>${t('home-mode')}</legend>
        ${MODES.map((m) =>
          chip('mode', m, t(`mode-${m}`), m === prefs.mode),
        ).join('')}
      </fieldset>
      <fieldset class="chips" data-el="levels"><legend>${t('home-level')}</legend>
        ${LEVELS.map((l) => chip('level', l, l, l === prefs.level)).join('')}
      </fieldset>
      <fieldset class="chips" data-el="colours"><legend>${t('home-colour')}</legend>
        ${['white', 'random', 'black'].map((c) => chip('colour', c, t(`colour-choice-${c}`), c === prefs.colour)).join('')}
      </fieldset>
      <fieldset class="chips" data-el="rated" aria-describedby="rated-why"><legend>${t('home-rated')}</legend>
        ${['casual', 'rated'].map((r) => chip('rated', r, t(`home-rated-${r}`), r === prefs.rated)).join('')}
        <p class="field-note" id="rated-why" data-el="ratedWhy"></p>
      </fieldset>
      <button type="submit" class="primary" data-el="create">${t('home-create')}</button>
      <p class="form-error" data-el="error" role="alert"></p>
    </form>
  </section>
  <div class="home-side">
  <section class="lobby" aria-labelledby="lobby-title">
    <h2 id="lobby-title">${t('lobby-title')}</h2>
    <div class="lobby-filters">
    <label class="lobby-filter">${t('lobby-filter')}
      <select data-el="filter"></select></label>
    <fieldset class="rating-range"><legend>${t('lobby-rating-range')}</legend>
      <label>${t('lobby-rating-min')} <input type="number" inputmode="numeric" min="0" max="4000" step="50" data-el="ratingMin"></label>
      <label>${t('lobby-rating-max')} <input type="number" inputmode="numeric" min="0" max="4000" step="50" data-el="ratingMax"></label>
    </fieldset>
    </div>
    <div class="lobby-list" data-el="lobby" aria-live="polite"></div>
  </section>
  <section class="recent" aria-labelledby="recent-title" data-el="recent"></section>
  </div>
</div>`;

  const el = (name: string) => root.querySelector<HTMLElement>(`[data-el="${name}"]`)!;
  bindQuickStart(root.querySelector<HTMLElement>('.quick-start')!, level);
  for (const v of cards) miniBoard(root.querySelector<HTMLElement>(`[data-thumb="${CSS.escape(v.id)}"]`)!, v);

  const form = el('form') as HTMLFormElement;
  const value = (name: string) => (form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '');
  const syncColours = () => {
    el('colours').hidden = value('mode') === 'hotseat';
    el('levels').hidden = value('mode') !== 'computer';
    // A rated game: signed in, timed, from the start position, against a friend or from the lobby.
    const why = ratedBlocked(currentAccount(), value('control'), value('mode') as Mode);
    const ratedBox = form.querySelector<HTMLInputElement>('input[name="rated"][value="rated"]')!;
    ratedBox.disabled = why !== null;
    if (why && ratedBox.checked) form.querySelector<HTMLInputElement>('input[name="rated"][value="casual"]')!.checked = true;
    el('ratedWhy').textContent = why ? t(why) : t('home-rated-note');
    el('rated').classList.toggle('blocked', why !== null);
  };
  form.addEventListener('change', syncColours);
  syncColours();
  const stopAccount = onAccountChange(() => {
    syncColours();
    renderRecent();
    renderLobby();
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const p: Prefs = { variant: value('variant'), control: value('control'), mode: value('mode'), colour: value('colour'), level: value('level') || '3', rated: value('rated') || 'casual' };
    const rated = p.rated === 'rated' && ratedBlocked(currentAccount(), p.control, p.mode as Mode) === null;
    savePrefs(p);
    const button = el('create') as HTMLButtonElement;
    button.disabled = true;
    el('error').textContent = '';
    try {
      const seat = await api.createGame({
        variant: p.variant,
        clock: TIME_CONTROLS.find((c) => c.id === p.control)?.clock ?? null,
        // The form's radio values are the protocol's words.
        mode: p.mode as Mode,
        color: (p.colour || 'random') as ColorChoice,
        ...(p.mode === 'computer' ? { level: Number(p.level) } : {}),
        ...(rated ? { rated: true } : {}),
      });
      api.saveToken(seat.id, seat.token);
      if (seat.invite_url) rememberInvite(seat.id, seat.invite_url);
      navigate(`/game/${seat.id}`);
    } catch (err) {
      el('error').textContent = err instanceof api.ApiError && err.status === 401 ? t('error-rated-signin') : t('error-create');
      button.disabled = false;
    }
  });

  const names = new Map(variants.map((v) => [v.id, variantName(v)]));
  const gameName = (id: string) => names.get(id) ?? playersVariantName(id) ?? id;
  let entries: LobbyEntry[] = [];
  const filter = el('filter') as HTMLSelectElement;
  const catalogOptions = variants.map((v) => `<option value="${escapeHtml(v.id)}">${escapeHtml(variantName(v))}</option>`).join('');
  let filterShown = '';
  /** The filter's games: the catalog's, then the players' variants with open games (and the one
   *  chosen, while it has none), by name. Rebuilt only when that list changes. */
  const renderFilter = () => {
    const chosen = filter.value;
    const players = [...new Set([...entries.map((g) => g.variant), ...(chosen ? [chosen] : [])])]
      .filter((id) => !names.has(id))
      .map((id) => ({ id, name: gameName(id) }))
      .sort((a, b) => a.name.localeCompare(b.name, language()));
    const shown = JSON.stringify(players);
    if (shown === filterShown) return;
    filterShown = shown;
    const group = players.length
      ? `<optgroup label="${escapeHtml(t('lobby-players-variants'))}">${players
          .map((p) => `<option value="${escapeHtml(p.id)}">${escapeHtml(p.name)}</option>`)
          .join('')}</optgroup>`
      : '';
    filter.innerHTML = `<option value="">${t('lobby-all-games')}</option>${catalogOptions}${group}`;
    filter.value = chosen;
  };
  renderFilter();
  const bound = (name: string) => {
    const v = (el(name) as HTMLInputElement).value.trim();
    return v === '' || !Number.isFinite(Number(v)) ? null : Number(v);
  };
  const renderLobby = () => {
    renderFilter();
    const chosen = filter.value;
    const [min, max] = [bound('ratingMin'), bound('ratingMax')];
    // A rating range shows only the games whose creator has a rating in it.
    const inRange = (g: LobbyEntry) => {
      if (min === null && max === null) return true;
      const r = g.player?.rating ?? null;
      return r !== null && (min === null || r >= min) && (max === null || r <= max);
    };
    const shown = entries.filter((g) => (!chosen || g.variant === chosen) && inRange(g));
    const signedIn = currentAccount() !== null;
    el('lobby').innerHTML = shown.length
      ? `<table><thead><tr><th>${t('lobby-player')}</th><th>${t('lobby-game')}</th><th>${t('lobby-time')}</th><th>${t('lobby-kind')}</th><th>${t('lobby-you-play')}</th><th><span class="visually-hidden">${t('lobby-join')}</span></th></tr></thead><tbody>
        ${shown
          .map((g) => {
            const yours = Boolean(api.savedToken(g.id));
            const youPlay: Color = g.creator_color === 'white' ? 'black' : 'white';
            const rated = g.rated;
            const join = yours
              ? `<a href="/game/${g.id}" data-link>${t('lobby-yours')}</a>`
              : rated && !signedIn
                ? `<a href="/login?next=/" data-link class="lobby-signin" title="${escapeHtml(t('lobby-rated-signin'))}">${t('header-sign-in')}</a>`
                : `<button type="button" data-join="${g.id}">${t('lobby-join')}</button>`;
            return `<tr data-game="${g.id}" data-variant="${escapeHtml(g.variant)}" data-rated="${rated}" data-rating="${g.player?.rating ?? ''}">
              <td class="lobby-player">${playerHtml(g.player)}</td>
              <td class="lobby-game">${escapeHtml(gameName(g.variant))}</td>
              <td>${g.clock ? `${trim(g.clock.initial_s / 60)}+${trim(g.clock.increment_s)}` : t('control-unlimited')}</td>
              <td>${t(rated ? 'home-rated-rated' : 'home-rated-casual')}</td>
              <td>${t(`colour-choice-${youPlay}`)}</td>
              <td>${join}</td>
            </tr>`;
          })
          .join('')}</tbody></table>`
      : `<p class="empty">${t(entries.length ? 'lobby-none-match' : 'lobby-empty')}</p>`;
  };
  filter.addEventListener('change', renderLobby);
  el('ratingMin').addEventListener('input', renderLobby);
  el('ratingMax').addEventListener('input', renderLobby);
  el('lobby').addEventListener('click', async (e) => {
    const id = (e.target as HTMLElement).closest<HTMLElement>('[data-join]')?.dataset.join;
    if (!id) return;
    try {
      const seat = await api.joinGame(id);
      api.saveToken(seat.id, seat.token);
      navigate(`/game/${seat.id}`);
    } catch (err) {
      el('error').textContent = t(err instanceof api.ApiError && err.status === 401 ? 'error-rated-signin' : err instanceof api.ApiError && err.status === 403 ? 'error-join-yourself' : 'error-join');
      void poll();
    }
  });
  let timer: number | undefined;
  let alive = true;
  const renderRecent = () => {
    el('recent').innerHTML = recentHtml(recentGames(), gameName, currentAccount());
  };
  renderRecent();
  void refreshRecent(5, renderRecent);
  void learnVariantNames(recentGames().map((g) => g.variant)).then((learnt) => {
    if (learnt && alive) renderRecent();
  });
  const poll = async () => {
    window.clearTimeout(timer);
    try {
      entries = await api.lobby();
      if (alive) renderLobby();
      // A player's variant is shown by its id until its name comes.
      void learnVariantNames(entries.map((g) => g.variant)).then((learnt) => {
        if (learnt && alive) {
          renderLobby();
          renderRecent();
        }
      });
    } catch {
      /* keep the last list; try again */
    }
    // The protocol has no lobby socket: poll (PROTOCOL-NEEDS.md).
    if (alive) timer = window.setTimeout(poll, 2000);
  };
  void poll();
  return () => {
    alive = false;
    window.clearTimeout(timer);
    stopAccount();
  };
}

/** Why a rated game cannot be chosen (a message id), or null when it can. */
function ratedBlocked(account: Account | null, control: string, mode: Mode): string | null {
  if (!account) return 'home-rated-needs-account';
  if (TIME_CONTROLS.find((c) => c.id === control)?.clock == null) return 'home-rated-needs-clock';
  if (mode !== 'open' && mode !== 'friend') return 'home-rated-needs-opponent';
  return null;
}

/** Shown on the home page: the games this browser holds a seat in (recent.ts), newest first. */
const RECENT_SHOWN = 10;

function recentHtml(games: RecentGame[], gameName: (id: string) => string, account: Account | null): string {
  const profile = account
    ? `<p class="recent-profile"><a href="${profileHref(account.username)}" data-link>${t('recent-profile')}</a></p>`
    : '';
  const head = `<h2 id="recent-title">${t('recent-title')}</h2>`;
  if (!games.length) return `${head}<p class="empty">${t('recent-empty')}</p>${profile}`;
  const rows = games.slice(0, RECENT_SHOWN).map((g) => {
    const opponent =
      g.mode === 'computer'
        ? escapeHtml(t('player-computer', { level: g.level ?? 0 }))
        : g.mode === 'hotseat'
          ? escapeHtml(t('mode-hotseat'))
          : !g.opponentSeated
            ? escapeHtml(t('recent-no-opponent'))
            : playerHtml(g.opponent);
    const outcome = outcomeFor(g.you, g.result);
    const state =
      g.status === 'aborted'
        ? t('recent-aborted')
        : g.result
          ? `${outcome && g.you !== 'both' ? `${t(`recent-${outcome}`)} ` : ''}${formatResult(g.result)}`
          : t(g.status === 'waiting' ? 'recent-waiting' : 'recent-playing');
    const control = g.control ?? t('control-unlimited');
    return `<tr data-recent="${g.id}" data-status="${g.status}" data-outcome="${outcome ?? ''}">
      <td><a href="/game/${g.id}" data-link>${escapeHtml(gameName(g.variant))} ${escapeHtml(control)}</a>${g.rated ? ` <small>${t('home-rated-rated')}</small>` : ''}</td>
      <td>${opponent}</td>
      <td>${state}</td>
    </tr>`;
  });
  return `${head}<table><thead><tr><th>${t('lobby-game')}</th><th>${t('recent-opponent')}</th><th>${t('recent-result')}</th></tr></thead>
    <tbody>${rows.join('')}</tbody></table>${profile}`;
}

function trim(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/** A game's card in the new game form: a board of its start, its name and description (a player's
 *  variant's with its creator), and links to its rules and to the board editor. */
function variantCard(v: VariantView, checked: boolean): string {
  const id = escapeHtml(v.id);
  const creator = playersVariantParts(v.id)?.owner;
  return `<label class="variant-card" data-variant="${id}">
    <input type="radio" name="variant" value="${id}"${checked ? ' checked' : ''}>
    <span class="thumb" data-thumb="${id}"></span>
    <span class="variant-text"><strong>${escapeHtml(variantName(v))}</strong><small>${escapeHtml(variantDescription(v))}</small>${
      creator ? `<small class="variant-creator">${escapeHtml(t('variants-by', { creator }))}</small>` : ''
    }<a class="rules-link" href="${rulesHref(v.id)}" data-link>${t('home-rules-link')}</a><a class="editor-link" href="${editorHref(v.id)}" data-link>${t('editor-link')}</a></span>
  </label>`;
}

/** A translated one-line description when the catalogue has one, else the server's. */
function variantDescription(v: VariantView): string {
  const key = `variant-${v.id}-description`;
  const text = t(key);
  return text === key ? v.description : text;
}
