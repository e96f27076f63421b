// "My variants" on the directory page (issue 29): the signed-in player's own variants, whatever
// their visibility (`GET /api/my-variants`), each with links to edit it in the designer, to its
// rules and to play it, and a Delete button that asks once more on the same button before
// `DELETE /api/my-variants/{id}`; how many the account has of how many it may, and the way to a
// new variant. Signed out: an invitation to sign in. Names and descriptions are strangers' text.
import * as api from './api';
import type { MyVariantView } from './protocol';
import { t } from './i18n';
import { escapeHtml } from './movelist';
import { currentAccount } from './session';
import { DESIGNER_NEW_HREF, DIRECTORY_HREF, designerEditHref, playHref, rulesHref } from './variantpath';

/** How long the Delete button waits for its confirmation before it is a plain Delete again. */
const CONFIRM_MS = 5000;

export class MyVariants {
  private variants: MyVariantView[] = [];
  private max = 0;
  private alive = true;
  private request = 0;
  /** What the section shows; beside it, a status line that stays (said after a deletion). */
  private readonly body: HTMLElement;
  private readonly said: HTMLElement;

  /** `onDeleted`: a variant was deleted (the directory below may have listed it). */
  constructor(
    private readonly el: HTMLElement,
    private readonly onDeleted: () => void,
  ) {
    el.setAttribute('aria-labelledby', 'my-variants-title');
    el.innerHTML = '<div data-el="body"></div><p class="visually-hidden" role="status" data-el="said"></p>';
    this.body = el.querySelector<HTMLElement>('[data-el="body"]')!;
    this.said = el.querySelector<HTMLElement>('[data-el="said"]')!;
    el.addEventListener('click', (e) => {
      const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-delete]');
      if (button && !button.disabled) void this.deleteClicked(button);
    });
  }

  /** Shows the section for whoever is signed in now. */
  async load(): Promise<void> {
    const mine = ++this.request;
    const account = currentAccount();
    const head = `<h2 id="my-variants-title" tabindex="-1">${t('variants-mine-title')}</h2>`;
    if (!account) {
      this.el.dataset.state = 'signed-out';
      this.body.innerHTML = `${head}<p class="my-variants-signin"><a href="/login?next=${DIRECTORY_HREF}" data-link>${t('variants-signin')}</a></p>`;
      return;
    }
    this.el.dataset.state = 'loading';
    this.body.innerHTML = `${head}<p class="loading">${t('loading')}</p>`;
    try {
      const answer = await api.myVariants();
      if (!this.alive || mine !== this.request) return;
      this.variants = answer.variants;
      this.max = answer.max;
      this.el.dataset.state = 'ready';
      this.render();
    } catch (e) {
      if (!this.alive || mine !== this.request) return;
      this.el.dataset.state = 'error';
      this.body.innerHTML = `${head}<p class="form-error" role="alert">${escapeHtml(t('variants-mine-error', { message: messageOf(e) }))}</p>`;
    }
  }

  destroy(): void {
    this.alive = false;
  }

  private render(): void {
    const full = this.variants.length >= this.max;
    this.body.innerHTML = `<div class="my-variants-head">
        <h2 id="my-variants-title" tabindex="-1">${t('variants-mine-title')}</h2>
        <p class="my-variants-count" data-el="count">${t('variants-mine-count', { count: this.variants.length, max: this.max })}</p>
        ${full ? '' : `<a href="${DESIGNER_NEW_HREF}" data-link class="button new-variant">${t('variants-mine-new')}</a>`}
      </div>
      ${full ? `<p class="field-note">${t('variants-mine-full')}</p>` : ''}
      ${
        this.variants.length
          ? `<ul class="variant-list">${this.variants.map((v) => this.row(v)).join('')}</ul>`
          : `<p class="empty">${t('variants-mine-empty')}</p>`
      }`;
  }

  private row(v: MyVariantView): string {
    const name = escapeHtml(v.name);
    const label = (id: string) => escapeHtml(t(id, { name: v.name }));
    return `<li class="variant-entry" data-variant="${escapeHtml(v.id)}" data-visibility="${v.visibility}">
      <h3 class="variant-name">${name} <span class="visibility" data-visibility="${v.visibility}">${t(`variants-visibility-${v.visibility}`)}</span></h3>
      <p class="variant-meta"><code>${escapeHtml(v.id)}</code> · ${escapeHtml(t('variants-version', { version: v.version }))}</p>
      ${v.description ? `<p class="variant-description">${escapeHtml(v.description)}</p>` : ''}
      <p class="variant-actions">
        <a href="${designerEditHref(v.id)}" data-link class="edit-link" aria-label="${label('variants-edit-label')}">${t('variants-edit')}</a>
        <a href="${rulesHref(v.id)}" data-link class="rules-link" aria-label="${label('variants-rules-label')}">${t('variants-rules')}</a>
        <a href="${playHref(v.id)}" data-link class="play-link" aria-label="${label('variants-play-label')}">${t('variants-play')}</a>
        <button type="button" class="delete-button" data-delete="${escapeHtml(v.id)}" aria-label="${label('variants-delete-label')}">${t('variants-delete')}</button>
      </p>
      <p class="form-error" role="alert" data-el="rowError"></p>
    </li>`;
  }

  /** The first click asks again on the same button; the second deletes. */
  private async deleteClicked(button: HTMLButtonElement): Promise<void> {
    const id = button.dataset.delete!;
    const v = this.variants.find((x) => x.id === id);
    if (!v) return;
    if (!button.classList.contains('confirming')) {
      button.classList.add('confirming');
      button.textContent = t('variants-delete-confirm');
      button.setAttribute('aria-label', t('variants-delete-confirm-label', { name: v.name }));
      window.setTimeout(() => {
        if (!button.isConnected || button.disabled) return;
        button.classList.remove('confirming');
        button.textContent = t('variants-delete');
        button.setAttribute('aria-label', t('variants-delete-label', { name: v.name }));
      }, CONFIRM_MS);
      return;
    }
    button.disabled = true;
    const row = button.closest<HTMLElement>('li')!;
    const error = row.querySelector<HTMLElement>('[data-el="rowError"]')!;
    error.textContent = '';
    try {
      await api.deleteMyVariant(id);
    } catch (e) {
      if (!this.alive) return;
      button.disabled = false;
      button.classList.remove('confirming');
      button.textContent = t('variants-delete');
      error.textContent = t('variants-delete-failed', { message: messageOf(e) });
      return;
    }
    if (!this.alive) return;
    this.variants = this.variants.filter((x) => x.id !== id);
    this.render();
    this.said.textContent = t('variants-deleted', { name: v.name });
    // The button is gone: keep the keyboard in the section.
    this.el.querySelector<HTMLElement>('#my-variants-title')?.focus();
    this.onDeleted();
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
