// Loading what a page stands on: one place for the loading note and the error pages shown when
// the server cannot be reached, the game does not exist, or its rules are not known here. A
// player's variant (`@alice/spiral`) is not in the catalog's list: it is asked for alone.
import * as api from './api';
import type { VariantView } from './protocol';
import { t } from './i18n';
import { escapeHtml } from './movelist';
import { isPlayersVariant } from './variantpath';

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

/** A game by id: from the catalog's list, else a player's variant from the server (at `version`,
 *  the newest when absent); `undefined` when there is no such game (or it may not be seen).
 *  Rejects only when the server cannot be reached. */
export async function findVariant(variants: VariantView[], id: string, version?: number | null): Promise<VariantView | undefined> {
  const listed = variants.find((v) => v.id === id);
  if (listed || !isPlayersVariant(id)) return listed;
  try {
    return await api.variant(id, version);
  } catch (e) {
    if (e instanceof api.ApiError && e.status === 404) return undefined;
    throw e;
  }
}

/** A game's variant (a player's at the game's `version`), or `undefined` after showing the error
 *  page in `root`. */
export async function variantOrErrorPage(
  root: HTMLElement,
  variants: VariantView[],
  id: string,
  version?: number | null,
): Promise<VariantView | undefined> {
  let variant: VariantView | undefined;
  try {
    variant = await findVariant(variants, id, version);
  } catch {
    root.innerHTML = `<div class="error-page"><h1>${t('error-load')}</h1></div>`;
    return undefined;
  }
  if (!variant) root.innerHTML = `<div class="error-page"><h1>${escapeHtml(t('error-unknown-variant', { id }))}</h1></div>`;
  return variant;
}
