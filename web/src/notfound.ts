// The page for an address the UI does not know (the server answers it with 404).
import { t } from './i18n';

export async function notFoundPage(root: HTMLElement): Promise<() => void> {
  root.innerHTML = `<div class="error-page not-found">
    <h1>${t('not-found-title')}</h1>
    <p>${t('not-found-text')}</p>
    <p><a href="/" data-link>${t('nav-home')}</a></p>
  </div>`;
  return () => {};
}
