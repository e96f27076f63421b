// Turnpan's browser UI (AGPL-3.0-or-later). Entry point: header, language switcher, pages.
import 'chessgroundx/assets/chessground.base.css';
import './style.css';
import './looks.css';
import './play.css';
import { availableLanguages, language, LANGUAGE_NAMES, setLanguage, t } from './i18n';
import { gamePage } from './game';
import { homePage } from './home';
import { notFoundPage } from './notfound';
import { rulesIndex, rulesPage } from './rulespage';
import { rerender, startRouter } from './router';
import { startSettings } from './settings';
import { mountSettingsButton } from './settings-panel';
import { primeSoundOnGesture } from './sound';

startSettings();
primeSoundOnGesture();
mountSettingsButton(document.querySelector<HTMLElement>('.site-header')!, document.querySelector('.lang-switch'));

function renderHeader(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n!);
  document.title = t('site-title');
  const select = document.getElementById('lang') as HTMLSelectElement;
  select.innerHTML = availableLanguages()
    .map((l) => `<option value="${l}"${l === language() ? ' selected' : ''}>${LANGUAGE_NAMES[l] ?? l}</option>`)
    .join('');
}

const select = document.getElementById('lang') as HTMLSelectElement;
select.addEventListener('change', () =>
  setLanguage(select.value, () => {
    renderHeader();
    rerender();
  }),
);
renderHeader();

startRouter(document.getElementById('app')!, (root, path) => {
  const game = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (game) return gamePage(root, game[1]);
  const rules = /^\/rules\/([A-Za-z0-9_.-]+)\/?$/.exec(path);
  if (rules) return rulesPage(root, decodeURIComponent(rules[1]));
  if (/^\/rules\/?$/.test(path)) return rulesIndex(root);
  if (path === '/') return homePage(root);
  return notFoundPage(root);
});
