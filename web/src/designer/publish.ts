// Publishing a design: who may use it (private, unlisted, public) and the save, a new variant
// (`POST /api/my-variants`) or its next version (`PUT`). A refusal is said in the page's
// language with the server's figure or message; a stored variant gets its links: its rules
// page, a game with it, the directory.
import * as api from '../api';
import { ApiError } from '../api';
import { t } from '../i18n';
import { escapeHtml } from '../movelist';
import type { Visibility } from '../protocol';
import { currentAccount } from '../session';
import { DIRECTORY_HREF, playHref, rulesHref } from '../variantpath';

const VISIBILITIES: Visibility[] = ['private', 'unlisted', 'public'];

export interface PublishEvents {
  /** The file to store now, or null while the rules refuse it. */
  file(): string | null;
  /** A version was stored. */
  saved(id: string, version: number): void;
}

export class Publish {
  readonly el: HTMLElement;

  /** `id` is the stored variant being edited (`@alice/spiral`), or null for a new one. */
  constructor(
    private id: string | null,
    visibility: Visibility,
    private readonly events: PublishEvents,
  ) {
    this.el = document.createElement('section');
    this.el.className = 'dz-section dz-publish';
    this.el.setAttribute('aria-labelledby', 'dz-publish-title');
    const account = currentAccount();
    const here = location.pathname;
    this.el.innerHTML = `<h2 id="dz-publish-title">${t('designer-section-publish')}</h2>
      <fieldset class="dz-visibility"><legend>${t('designer-visibility')}</legend>
        ${VISIBILITIES.map(
          (v) => `<label class="dz-choice"><input type="radio" name="dz-visibility" value="${v}"${v === visibility ? ' checked' : ''}>
            <span><strong>${t(`designer-visibility-${v}`)}</strong> <small>${t(`designer-visibility-${v}-note`)}</small></span></label>`,
        ).join('')}
      </fieldset>
      ${
        account
          ? `<button type="button" class="primary" data-act="save">${t(this.id ? 'designer-save-version' : 'designer-save-new')}</button>`
          : `<p class="dz-note">${t('designer-sign-in-to-save')} <a href="/login?next=${encodeURIComponent(here)}" data-link>${t('header-sign-in')}</a></p>`
      }
      <p class="dz-save-result" data-el="result" role="status" aria-live="polite"></p>`;
    this.el.querySelector('[data-act="save"]')?.addEventListener('click', () => void this.save());
  }

  /** Turns the save button off (with the reason) while the file cannot be stored. */
  allow(ok: boolean): void {
    const button = this.el.querySelector<HTMLButtonElement>('[data-act="save"]');
    if (button) {
      button.disabled = !ok;
      button.title = ok ? '' : t('designer-fix-first');
    }
  }

  private visibility(): Visibility {
    const v = this.el.querySelector<HTMLInputElement>('input[name="dz-visibility"]:checked')?.value;
    return VISIBILITIES.find((x) => x === v) ?? 'private';
  }

  private async save(): Promise<void> {
    const toml = this.events.file();
    const result = this.el.querySelector<HTMLElement>('[data-el="result"]')!;
    const button = this.el.querySelector<HTMLButtonElement>('[data-act="save"]')!;
    if (toml === null) {
      result.textContent = t('designer-fix-first');
      return;
    }
    button.disabled = true;
    result.className = 'dz-save-result';
    result.textContent = t('designer-saving');
    try {
      const req = { toml, visibility: this.visibility() };
      const saved = this.id ? await api.updateMyVariant(this.id, req) : await api.createMyVariant(req);
      this.id = saved.id;
      button.textContent = t('designer-save-version');
      result.className = 'dz-save-result good';
      result.dataset.id = saved.id;
      result.innerHTML = `${escapeHtml(t('designer-saved', { id: saved.id, version: saved.version }))}
        <a href="${escapeHtml(rulesHref(saved.id))}" data-link>${t('designer-saved-rules')}</a>
        · <a href="${escapeHtml(playHref(saved.id))}" data-link>${t('designer-saved-play')}</a>
        · <a href="${DIRECTORY_HREF}" data-link>${t('designer-saved-directory')}</a>`;
      this.events.saved(saved.id, saved.version);
    } catch (e) {
      result.className = 'dz-save-result bad';
      result.textContent = refusal(e);
    } finally {
      button.disabled = false;
    }
  }
}

/** A refused save in the page's language (the server's own message where it carries the facts:
 *  the file's line and field, the move generation figure). */
function refusal(e: unknown): string {
  if (!(e instanceof ApiError)) return t('designer-save-failed', { message: e instanceof Error ? e.message : String(e) });
  switch (e.code) {
    case 'unauthorized':
      return t('designer-sign-in-to-save');
    case 'conflict':
      return t('designer-refused-conflict');
    case 'too_many_variants':
      return t('designer-refused-too-many');
    case 'rate_limited':
      return t('designer-refused-rate', { seconds: e.retryAfterS ?? 60 });
    case 'too_large':
      return t('designer-refused-too-large');
    default:
      return t('designer-save-failed', { message: e.message });
  }
}
