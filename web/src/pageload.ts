// Loading the list of games at the top of a page: one place for the loading note and the
// error page shown when the server cannot be reached.
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
