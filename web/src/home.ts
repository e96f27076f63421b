// The home page: choose a game, a time control, a mode and a colour; and the lobby of open games.
import * as api from './api';
import type { ClockSpecIn, Color, ColorChoice, LobbyEntry, Mode, VariantView } from './protocol';
import { miniBoard } from './board';
import { rememberInvite } from './game';
import { t, variantName } from './i18n';
import { escapeHtml } from './movelist';
import { variantsOrErrorPage } from './pageload';
import { navigate } from './router';
import { bindQuickStart, quickStartRow } from './quickstart';

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
}

function loadPrefs(): Prefs {
  const defaults: Prefs = { variant: 'chess', control: '5+3', mode: 'friend', colour: 'random', level: '3' };
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
  const variants = await variantsOrErrorPage(root);
  if (!variants) return () => {};
  const prefs = loadPrefs();
  if (!variants.some((v) => v.id === prefs.variant)) prefs.variant = variants[0]?.id ?? 'chess';

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
      <fieldset class="variants"><legend>${t('home-game')}</legend>
        ${variants
          .map(
            (v) => `<label class="variant-card" data-variant="${v.id}">
              <input type="radio" name="variant" value="${v.id}"${v.id === prefs.variant ? ' checked' : ''}>
              <span class="thumb" data-thumb="${v.id}"></span>
              <span class="variant-text"><strong>${escapeHtml(variantName(v))}</strong><small>${escapeHtml(variantDescription(v))}</small><a class="rules-link" href="/rules/${encodeURIComponent(v.id)}" data-link>${t('home-rules-link')}</a></span>
            </label>`,
          )
          .join('')}
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
      <button type="submit" class="primary" data-el="create">${t('home-create')}</button>
      <p class="form-error" data-el="error" role="alert"></p>
    </form>
  </section>
  <section class="lobby" aria-labelledby="lobby-title">
    <h2 id="lobby-title">${t('lobby-title')}</h2>
    <label class="lobby-filter">${t('lobby-filter')}
      <select data-el="filter"><option value="">${t('lobby-all-games')}</option>
        ${variants.map((v) => `<option value="${v.id}">${escapeHtml(variantName(v))}</option>`).join('')}
      </select></label>
    <div class="lobby-list" data-el="lobby" aria-live="polite"></div>
  </section>
</div>`;

  const el = (name: string) => root.querySelector<HTMLElement>(`[data-el="${name}"]`)!;
  bindQuickStart(root.querySelector<HTMLElement>('.quick-start')!, level);
  for (const v of variants) miniBoard(root.querySelector<HTMLElement>(`[data-thumb="${v.id}"]`)!, v);

  const form = el('form') as HTMLFormElement;
  const value = (name: string) => (form.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '');
  const syncColours = () => {
    el('colours').hidden = value('mode') === 'hotseat';
    el('levels').hidden = value('mode') !== 'computer';
  };
  form.addEventListener('change', syncColours);
  syncColours();

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const p: Prefs = { variant: value('variant'), control: value('control'), mode: value('mode'), colour: value('colour'), level: value('level') || '3' };
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
      });
      api.saveToken(seat.id, seat.token);
      if (seat.invite_url) rememberInvite(seat.id, seat.invite_url);
      navigate(`/game/${seat.id}`);
    } catch {
      el('error').textContent = t('error-create');
      button.disabled = false;
    }
  });

  const names = new Map(variants.map((v) => [v.id, variantName(v)]));
  let entries: LobbyEntry[] = [];
  const renderLobby = () => {
    const filter = (el('filter') as HTMLSelectElement).value;
    const shown = entries.filter((g) => !filter || g.variant === filter);
    el('lobby').innerHTML = shown.length
      ? `<table><thead><tr><th>${t('lobby-game')}</th><th>${t('lobby-time')}</th><th>${t('lobby-you-play')}</th><th></th></tr></thead><tbody>
        ${shown
          .map((g) => {
            const yours = Boolean(api.savedToken(g.id));
            const youPlay: Color = g.creator_color === 'white' ? 'black' : 'white';
            return `<tr data-game="${g.id}" data-variant="${g.variant}">
              <td>${escapeHtml(names.get(g.variant) ?? g.variant)}</td>
              <td>${g.clock ? `${trim(g.clock.initial_s / 60)}+${trim(g.clock.increment_s)}` : t('control-unlimited')}</td>
              <td>${t(`colour-choice-${youPlay}`)}</td>
              <td>${yours ? `<a href="/game/${g.id}" data-link>${t('lobby-yours')}</a>` : `<button type="button" data-join="${g.id}">${t('lobby-join')}</button>`}</td>
            </tr>`;
          })
          .join('')}</tbody></table>`
      : `<p class="empty">${t('lobby-empty')}</p>`;
  };
  el('filter').addEventListener('change', renderLobby);
  el('lobby').addEventListener('click', async (e) => {
    const id = (e.target as HTMLElement).closest<HTMLElement>('[data-join]')?.dataset.join;
    if (!id) return;
    try {
      const seat = await api.joinGame(id);
      api.saveToken(seat.id, seat.token);
      navigate(`/game/${seat.id}`);
    } catch {
      el('error').textContent = t('error-join');
      void poll();
    }
  });
  let timer: number | undefined;
  let alive = true;
  const poll = async () => {
    window.clearTimeout(timer);
    try {
      entries = await api.lobby();
      if (alive) renderLobby();
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
  };
}

function trim(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

/** A translated one-line description when the catalogue has one, else the server's. */
function variantDescription(v: VariantView): string {
  const key = `variant-${v.id}-description`;
  const text = t(key);
  return text === key ? v.description : text;
}
