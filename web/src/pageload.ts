// Loading what a page stands on: one place for the loading note and the error pages shown when
// the server cannot be reached, the game does not exist, or its rules are not known here.
import * as api from './api';
import type { VariantView } from './protocol';
import { t } from './i18n';

/** The games, or `null` after showing the error page in `root`. */
export async function variantsOrErrorPage(root: HTMLElement): Promise<VariantView[] | null> {
  root.innerHTML = `<p class="loading">${t('loading')}</p>`;
  try {
    return await api.variants();
  } catch {
    root.innerHTML = `<div class="error-page"><h1>${t('error-load')}</h1></div>`;
    return null;
  }
}

/** The error page of a game that could not be loaded: not found (404) or the server's failure. */
export function gameLoadErrorPage(root: HTMLElement, e: unknown): void {
  const notFound = e instanceof api.ApiError && e.status === 404;
  root.innerHTML = `<div class="error-page"><h1>${t(notFound ? 'error-game-not-found' : 'error-load')}</h1>
    <p><a href="/" data-link>${t('nav-home')}</a></p></div>`;
}

/** A game's variant among `variants`, or `undefined` after showing the error page in `root`. */
export function variantOrErrorPage(root: HTMLElement, variants: VariantView[], id: string): VariantView | undefined {
  const variant = variants.find((v) => v.id === id);
  if (!variant) root.innerHTML = `<div class="error-page"><h1>${t('error-unknown-variant', { id })}</h1></div>`;
  return variant;
}
