// The account pages (issue 24): sign-up (`/signup`), login (`/login`) and the account page
// (`/account`: change the password, log out, delete the account). The forms check what the server
// checks (docs/protocol.md, "Accounts": a username of 2–20 ASCII letters, digits, `_` or `-`; a
// password of at least 8 characters) before sending, and show the server's answer when it refuses;
// every error is written into a live region, so a screen reader announces it.
import * as api from './api';
import { t } from './i18n';
import { escapeHtml } from './movelist';
import { profileHref } from './players';
import { navigate } from './router';
import { loadAccount, setAccount } from './session';

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
/** The server's longest password, in UTF-8 bytes. */
export const PASSWORD_MAX_BYTES = 256;

/** The message id of what is wrong with a username, or null when the server will take it. */
export function usernameProblem(name: string): string | null {
  if (name.length === 0) return 'auth-username-missing';
  if (!/^[A-Za-z0-9_-]*$/.test(name)) return 'auth-username-characters';
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return 'auth-username-length';
  return null;
}

/** The message id of what is wrong with a new password, or null: at least 8 characters, at
 *  most 256 bytes of UTF-8. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return 'auth-password-missing';
  if ([...password].length < PASSWORD_MIN) return 'auth-password-short';
  return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES ? 'auth-password-long' : null;
}

/** Where to go after signing in: the `next` of the address when it is a path of this site. */
function nextPath(fallback: string): string {
  const next = new URLSearchParams(location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  hint?: string;
  extra?: string;
}

function field(form: string, f: FieldSpec): string {
  const id = `${form}-${f.name}`;
  const described = [f.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return `<div class="field" data-field="${f.name}">
    <label for="${id}">${f.label}</label>
    <input id="${id}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required aria-describedby="${described}"${f.extra ?? ''}>
    ${f.hint ? `<p class="field-hint" id="${id}-hint">${f.hint}</p>` : ''}
    <p class="field-error" id="${id}-error"></p>
  </div>`;
}

/** A form's fields, errors and live region. */
class FormView {
  readonly alert: HTMLElement;
  readonly submit: HTMLButtonElement;
  private waitTimer?: number;

  constructor(readonly form: HTMLFormElement) {
    this.alert = form.querySelector<HTMLElement>('[data-el="alert"]')!;
    this.submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    form.addEventListener('input', (e) => {
      const input = (e.target as HTMLElement).closest<HTMLInputElement>('input');
      if (input) this.fieldError(input.name, null);
    });
  }

  value(name: string): string {
    return this.form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
  }

  input(name: string): HTMLInputElement {
    return this.form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  }

  fieldError(name: string, message: string | null): void {
    const input = this.input(name);
    const box = this.form.querySelector<HTMLElement>(`#${input.id}-error`)!;
    box.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Shows the field errors found (name → message id); true when there were none. */
  check(problems: [string, string | null][]): boolean {
    const found = problems.filter((p): p is [string, string] => p[1] !== null);
    for (const [name, problem] of problems) this.fieldError(name, problem ? t(problem) : null);
    if (!found.length) return true;
    this.say(found.map(([, id]) => t(id)).join(' '));
    this.input(found[0][0]).focus();
    return false;
  }

  /** Writes into the live region (announced). */
  say(text: string, kind: 'error' | 'ok' = 'error'): void {
    this.alert.dataset.kind = kind;
    this.alert.textContent = text;
  }

  /** The server refused: its wait (429), our words for what we know, else its own message. */
  refused(e: unknown, known: Partial<Record<number, string>>): void {
    window.clearInterval(this.waitTimer);
    if (e instanceof api.ApiError && e.status === 429) {
      let left = e.retryAfterS ?? 60;
      this.submit.disabled = true;
      const tick = () => {
        if (left <= 0) {
          window.clearInterval(this.waitTimer);
          this.submit.disabled = false;
          this.say(t('auth-try-again-now'), 'ok');
          return;
        }
        this.say(t('auth-too-many', { seconds: left }));
        left -= 1;
      };
      tick();
      this.waitTimer = window.setInterval(tick, 1000);
      return;
    }
    if (e instanceof api.ApiError) {
      const id = known[e.status];
      this.say(id ? t(id) : t('auth-server-said', { message: e.message }));
    } else this.say(t('error-load'));
  }

  destroy(): void {
    window.clearInterval(this.waitTimer);
  }
}

function usernameField(form: string, autocomplete: string, withHint: boolean): string {
  return field(form, {
    name: 'username',
    label: t('auth-username'),
    type: 'text',
    autocomplete,
    hint: withHint ? t('auth-username-hint', { min: USERNAME_MIN, max: USERNAME_MAX }) : undefined,
    extra: ` autocapitalize="none" spellcheck="false" maxlength="${USERNAME_MAX + 10}"`,
  });
}

export async function signupPage(root: HTMLElement): Promise<() => void> {
  const signedIn = await signedInNote(root);
  if (signedIn) return () => {};
  root.innerHTML = `<section class="auth-page" aria-labelledby="auth-title">
  <h1 id="auth-title">${t('signup-title')}</h1>
  <p class="auth-why">${t('signup-why')}</p>
  <form data-el="form" novalidate>
    ${usernameField('signup', 'username', true)}
    ${field('signup', { name: 'password', label: t('auth-password'), type: 'password', autocomplete: 'new-password', hint: t('auth-password-hint', { min: PASSWORD_MIN }) })}
    <button type="submit" class="primary">${t('signup-submit')}</button>
    <p class="form-alert" data-el="alert" role="alert" aria-live="assertive"></p>
  </form>
  <p>${t('signup-have-account')} <a href="/login${location.search}" data-link>${t('login-submit')}</a></p>
</section>`;
  const view = new FormView(root.querySelector('form')!);
  view.form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const username = view.value('username').trim();
    const password = view.value('password');
    if (!view.check([['username', usernameProblem(username)], ['password', passwordProblem(password)]])) return;
    view.submit.disabled = true;
    view.say('');
    try {
      setAccount(await api.signup(username, password));
      navigate(nextPath('/'));
    } catch (err) {
      view.submit.disabled = false;
      if (err instanceof api.ApiError && err.status === 409) view.fieldError('username', t('signup-taken'));
      view.refused(err, { 409: 'signup-taken' });
    }
  });
  return () => view.destroy();
}

export async function loginPage(root: HTMLElement): Promise<() => void> {
  const signedIn = await signedInNote(root);
  if (signedIn) return () => {};
  root.innerHTML = `<section class="auth-page" aria-labelledby="auth-title">
  <h1 id="auth-title">${t('login-title')}</h1>
  <form data-el="form" novalidate>
    ${usernameField('login', 'username', false)}
    ${field('login', { name: 'password', label: t('auth-password'), type: 'password', autocomplete: 'current-password' })}
    <button type="submit" class="primary">${t('login-submit')}</button>
    <p class="form-alert" data-el="alert" role="alert" aria-live="assertive"></p>
  </form>
  <p>${t('login-no-account')} <a href="/signup${location.search}" data-link>${t('signup-submit')}</a></p>
</section>`;
  const view = new FormView(root.querySelector('form')!);
  view.form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const username = view.value('username').trim();
    const password = view.value('password');
    const missing = (v: string, id: string) => (v.length === 0 ? id : null);
    if (!view.check([['username', missing(username, 'auth-username-missing')], ['password', missing(password, 'auth-password-missing')]])) return;
    view.submit.disabled = true;
    view.say('');
    try {
      setAccount(await api.login(username, password));
      navigate(nextPath('/'));
    } catch (err) {
      view.submit.disabled = false;
      view.refused(err, { 401: 'login-wrong' });
    }
  });
  return () => view.destroy();
}

/** On the sign-up and login pages of a signed-in browser: say so and link on. */
async function signedInNote(root: HTMLElement): Promise<boolean> {
  root.innerHTML = `<p class="loading">${t('loading')}</p>`;
  const account = await loadAccount();
  if (!account) return false;
  root.innerHTML = `<section class="auth-page"><h1>${t('auth-signed-in-as', { name: escapeHtml(account.username) })}</h1>
    <p><a href="${profileHref(account.username)}" data-link>${t('recent-profile')}</a> · <a href="/account" data-link>${t('account-title')}</a></p></section>`;
  return true;
}

export async function accountPage(root: HTMLElement): Promise<() => void> {
  root.innerHTML = `<p class="loading">${t('loading')}</p>`;
  const account = await loadAccount();
  if (!account) {
    root.innerHTML = `<section class="auth-page"><h1>${t('account-title')}</h1>
      <p>${t('account-signed-out')} <a href="/login?next=/account" data-link>${t('login-submit')}</a></p></section>`;
    return () => {};
  }
  const name = escapeHtml(account.username);
  root.innerHTML = `<section class="auth-page account-page" aria-labelledby="auth-title">
  <h1 id="auth-title">${t('account-title')}</h1>
  <p>${t('auth-signed-in-as', { name: `<a href="${profileHref(account.username)}" data-link>${name}</a>` })}</p>
  <section aria-labelledby="password-title">
    <h2 id="password-title">${t('account-password-title')}</h2>
    <form data-el="password" novalidate>
      <input type="text" name="username" autocomplete="username" value="${name}" hidden>
      ${field('password', { name: 'current', label: t('account-current-password'), type: 'password', autocomplete: 'current-password' })}
      ${field('password', { name: 'new', label: t('account-new-password'), type: 'password', autocomplete: 'new-password', hint: t('auth-password-hint', { min: PASSWORD_MIN }) })}
      <button type="submit">${t('account-password-submit')}</button>
      <p class="form-alert" data-el="alert" role="alert" aria-live="assertive"></p>
    </form>
  </section>
  <section aria-labelledby="logout-title">
    <h2 id="logout-title">${t('account-logout-title')}</h2>
    <button type="button" data-el="logout">${t('account-logout')}</button>
    <p class="form-alert" data-el="logoutAlert" role="alert"></p>
  </section>
  <section aria-labelledby="delete-title" class="danger-zone">
    <h2 id="delete-title">${t('account-delete-title')}</h2>
    <p>${t('account-delete-explain')}</p>
    <form data-el="delete" novalidate>
      ${field('delete', { name: 'password', label: t('auth-password'), type: 'password', autocomplete: 'current-password' })}
      <div class="field"><label class="check"><input type="checkbox" name="sure" data-el="sure"> ${t('account-delete-sure')}</label></div>
      <button type="submit" class="danger" data-el="deleteButton">${t('account-delete-submit')}</button>
      <p class="form-alert" data-el="alert" role="alert" aria-live="assertive"></p>
    </form>
  </section>
</section>`;
  const passwordForm = new FormView(root.querySelector<HTMLFormElement>('form[data-el="password"]')!);
  passwordForm.form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const current = passwordForm.value('current');
    const next = passwordForm.value('new');
    const missing = current.length === 0 ? 'auth-password-missing' : null;
    if (!passwordForm.check([['current', missing], ['new', passwordProblem(next)]])) return;
    passwordForm.submit.disabled = true;
    try {
      await api.changePassword(current, next);
      passwordForm.form.reset();
      passwordForm.say(t('account-password-done'), 'ok');
      passwordForm.submit.disabled = false;
    } catch (err) {
      passwordForm.submit.disabled = false;
      if (err instanceof api.ApiError && (err.status === 401 || err.status === 403)) passwordForm.fieldError('current', t('account-wrong-password'));
      passwordForm.refused(err, { 401: 'account-wrong-password', 403: 'account-wrong-password' });
    }
  });
  const logoutButton = root.querySelector<HTMLButtonElement>('[data-el="logout"]')!;
  logoutButton.addEventListener('click', async () => {
    logoutButton.disabled = true;
    try {
      await api.logout();
      setAccount(null);
      navigate('/');
    } catch {
      logoutButton.disabled = false;
      root.querySelector<HTMLElement>('[data-el="logoutAlert"]')!.textContent = t('error-load');
    }
  });
  const deleteForm = new FormView(root.querySelector<HTMLFormElement>('form[data-el="delete"]')!);
  deleteForm.form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const password = deleteForm.value('password');
    if (!deleteForm.check([['password', password.length === 0 ? 'auth-password-missing' : null]])) return;
    if (!root.querySelector<HTMLInputElement>('[data-el="sure"]')!.checked) {
      deleteForm.say(t('account-delete-not-sure'));
      return;
    }
    deleteForm.submit.disabled = true;
    try {
      await api.deleteAccount(password);
      setAccount(null);
      navigate('/');
    } catch (err) {
      deleteForm.submit.disabled = false;
      if (err instanceof api.ApiError && (err.status === 401 || err.status === 403)) deleteForm.fieldError('password', t('account-wrong-password'));
      deleteForm.refused(err, { 401: 'account-wrong-password', 403: 'account-wrong-password' });
    }
  });
  return () => {
    passwordForm.destroy();
    deleteForm.destroy();
  };
}
