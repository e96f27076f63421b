// The players' chat of a game between two people (protocol: `chat` messages). Lines are shown as
// text, never as markup. The server decides who may chat, how long a line is and how fast one may
// write; this panel mirrors the length limit so nobody types past it, and shows the server's
// refusals.
import type { ChatLine, Color } from './protocol';
import { t } from './i18n';

/** The server's limit (crates/server/src/chat.rs, MAX_CHARS). */
export const CHAT_MAX_CHARS = 140;

export class ChatPanel {
  readonly el: HTMLElement;
  private readonly log: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly error: HTMLElement;

  constructor(
    /** Sends a line; false when there is no connection. */
    private readonly send: (text: string) => boolean,
  ) {
    this.el = document.createElement('section');
    this.el.className = 'chat';
    const id = `chat-${Math.random().toString(36).slice(2, 8)}`;
    this.el.setAttribute('aria-labelledby', `${id}-title`);
    this.el.innerHTML = `<h2 id="${id}-title">${t('chat-title')}</h2>
      <div class="chat-log" role="log" aria-live="polite" tabindex="0" aria-label="${t('chat-log')}"></div>
      <form class="chat-form">
        <label for="${id}-input" class="visually-hidden">${t('chat-input-label')}</label>
        <input id="${id}-input" type="text" maxlength="${CHAT_MAX_CHARS}" autocomplete="off" placeholder="${t('chat-placeholder')}">
        <button type="submit">${t('chat-send')}</button>
      </form>
      <p class="chat-error" role="alert"></p>`;
    this.log = this.el.querySelector('.chat-log')!;
    this.input = this.el.querySelector('input')!;
    this.error = this.el.querySelector('.chat-error')!;
    this.el.querySelector('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
  }

  /** Shows or hides the panel (only the players of a game between two people chat). */
  show(visible: boolean): void {
    this.el.hidden = !visible;
  }

  /** Lines from the server: all kept ones on connect (`replace`), then each new one. */
  add(lines: ChatLine[], replace: boolean, me: Color | null): void {
    if (replace) this.log.replaceChildren();
    for (const line of lines) {
      const p = document.createElement('p');
      p.className = 'chat-line';
      p.dataset.from = line.from;
      const who = document.createElement('span');
      who.className = 'chat-from';
      who.textContent = line.from === me ? t('chat-you') : t('chat-colour', { colour: line.from });
      const text = document.createElement('span');
      text.className = 'chat-text';
      // Text only: whatever a line holds is never read as markup.
      text.textContent = line.text;
      p.append(who, ': ', text);
      this.log.appendChild(p);
    }
    this.log.scrollTop = this.log.scrollHeight;
  }

  /** The server refused the last line. */
  refused(message: string): void {
    this.error.textContent = message;
  }

  private submit(): void {
    const text = this.input.value.trim();
    this.error.textContent = '';
    if (!text) return;
    if (text.length > CHAT_MAX_CHARS) {
      this.error.textContent = t('chat-too-long', { max: CHAT_MAX_CHARS });
      return;
    }
    if (!this.send(text)) {
      this.error.textContent = t('error-offline');
      return;
    }
    this.input.value = '';
  }
}
