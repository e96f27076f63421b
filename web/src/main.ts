// Turnpan's browser UI (AGPL-3.0-or-later). Entry point: header, language switcher, pages.
import 'chessgroundx/assets/chessground.base.css';
import './style.css';
import './looks.css';
import './play.css';
import './accounts.css';
import { availableLanguages, language, LANGUAGE_NAMES, setLanguage, t } from './i18n';
import { gamePage } from './game';
import { homePage } from './home';
import { notFoundPage } from './notfound';
import { rulesIndex, rulesPage } from './rulespage';
import { rerender, startRouter } from './router';
import { accountPage, loginPage, signupPage } from './authpages';
import { profilePage } from './profile';
import { leaderboardPage } from './leaderboard';
import { variantsDirectoryPage } from './variantsdir';
import { currentAccount, loadAccount, onAccountChange } from './session';
import { profileHref } from './players';
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
    renderAccountLink();
    rerender();
  }),
);
renderHeader();

/** The header's account link: the signed-in name (to the profile), else "Sign in" (back here after). */
function renderAccountLink(): void {
  const link = document.getElementById('account-link') as HTMLAnchorElement;
  const account = currentAccount();
  if (account) {
    link.href = profileHref(account.username);
    link.textContent = account.username;
    link.dataset.signedIn = 'true';
    link.title = t('header-account', { name: account.username });
  } else {
    const here = location.pathname + location.search;
    const away = /^\/(login|signup)\/?$/.test(location.pathname) || here === '/';
    link.href = away ? '/login' : `/login?next=${encodeURIComponent(here)}`;
    link.textContent = t('header-sign-in');
    link.dataset.signedIn = 'false';
    link.removeAttribute('title');
  }
}
onAccountChange(renderAccountLink);
void loadAccount();
renderAccountLink();

startRouter(document.getElementById('app')!, (root, path) => {
  renderAccountLink();
  const profile = /^\/@\/([^/]+)\/?$/.exec(path);
  if (profile) {
    const name = safeDecode(profile[1]);
    return name === null ? notFoundPage(root) : profilePage(root, name);
  }
  const board = /^\/leaderboard(?:\/([A-Za-z0-9_.-]+)\/([a-z]+))?\/?$/.exec(path);
  if (board) return leaderboardPage(root, board[1], board[2]);
  if (/^\/signup\/?$/.test(path)) return signupPage(root);
  if (/^\/login\/?$/.test(path)) return loginPage(root);
  if (/^\/account\/?$/.test(path)) return accountPage(root);
  const game = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (game) return gamePage(root, game[1]);
  const review = /^\/review\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (review) return import('./review/page').then((m) => m.reviewPage(root, review[1]));
  // A game's id, or a player's variant's (`@alice/spiral`, two segments: variantpath.ts).
  const gameId = String.raw`([A-Za-z0-9_.-]+|@[A-Za-z0-9_-]+/[A-Za-z0-9_-]+)`;
  const rules = new RegExp(String.raw`^/rules/${gameId}/?$`).exec(path);
  if (rules) return rulesPage(root, decodeURIComponent(rules[1]));
  if (/^\/rules\/?$/.test(path)) return rulesIndex(root);
  if (/^\/betza\/?$/.test(path)) return import('./betzalab').then((m) => m.betzaLab(root));
  const editor = new RegExp(String.raw`^/editor/${gameId}/?$`).exec(path);
  if (editor) return import('./editor/page').then((m) => m.editorPage(root, editor[1]));
  const analysis = new RegExp(String.raw`^/analysis/${gameId}/?$`).exec(path);
  if (analysis) return import('./analysis/page').then((m) => m.analysisPage(root, analysis[1]));
  if (/^\/variants\/?$/.test(path)) return variantsDirectoryPage(root);
  // The variant designer: a new design, or the owner's stored variant (its next version).
  if (/^\/variants\/new\/?$/.test(path)) return import('./designer/page').then((m) => m.designerPage(root, null));
  const design = /^\/variants\/(@[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)\/edit\/?$/.exec(path);
  if (design) return import('./designer/page').then((m) => m.designerPage(root, design[1]));
  if (path === '/') return homePage(root);
  return notFoundPage(root);
});

/** A path segment decoded, or null when it is not valid percent-encoding. */
function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
