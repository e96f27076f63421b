// The settings panel: a dialog opened from the header's "Settings" button on every page. Every
// control changes its setting at once (settings.ts remembers it in this browser); the panel is
// built again each time it opens, in the language of the moment.
import { askNotificationPermission, notificationsSupported } from './attention';
import { t } from './i18n';
import {
  ANIMATION_SPEEDS,
  BOARD_SIZE_MAX,
  BOARD_SIZE_MIN,
  BOARD_THEMES,
  COLOR_SCHEMES,
  PIECE_THEMES,
  settings,
  updateSettings,
  type Settings,
} from './settings';
import { playSound } from './sound';

/** Puts the "Settings" button into the header, before `before` (or at its end). */
export function mountSettingsButton(header: HTMLElement, before: Element | null): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'settings-button';
  button.setAttribute('aria-haspopup', 'dialog');
  // The label is a header message: main.ts's renderHeader translates [data-i18n] elements.
  button.innerHTML = `<span aria-hidden="true" class="settings-icon">⚙</span> <span class="settings-label" data-i18n="settings-open">${t('settings-open')}</span>`;
  button.addEventListener('click', () => openSettings());
  header.insertBefore(button, before);
}

function radios<T extends string>(name: keyof Settings, values: readonly T[], current: T, label: (v: T) => string): string {
  return values
    .map(
      (v) =>
        `<label class="chip setting-choice" data-value="${v}"><input type="radio" name="${name}" value="${v}"${v === current ? ' checked' : ''}><span>${label(v)}</span></label>`,
    )
    .join('');
}

function checkbox(name: keyof Settings, checked: boolean, label: string): string {
  return `<label class="setting-check"><input type="checkbox" name="${name}"${checked ? ' checked' : ''}> <span>${label}</span></label>`;
}

function panelHtml(s: Settings): string {
  const swatch = (v: string) => `<span class="swatch board-swatch" data-board-theme="${v}" aria-hidden="true"></span>`;
  return `<form method="dialog" class="settings-form">
  <header class="settings-head">
    <h2 id="settings-title">${t('settings-title')}</h2>
    <button type="button" class="settings-close" data-el="settingsClose">${t('settings-close')}</button>
  </header>
  <fieldset data-setting="colorScheme"><legend>${t('settings-color-scheme')}</legend>
    <div class="chips">${radios('colorScheme', COLOR_SCHEMES, s.colorScheme, (v) => t(`settings-color-scheme-${v}`))}</div>
  </fieldset>
  <fieldset data-setting="boardTheme"><legend>${t('settings-board-theme')}</legend>
    <div class="chips">${radios('boardTheme', BOARD_THEMES, s.boardTheme, (v) => `${swatch(v)}${t(`settings-board-theme-${v}`)}`)}</div>
  </fieldset>
  <fieldset data-setting="pieceTheme"><legend>${t('settings-piece-theme')}</legend>
    <div class="chips">${radios('pieceTheme', PIECE_THEMES, s.pieceTheme, (v) => t(`settings-piece-theme-${v}`))}</div>
  </fieldset>
  <fieldset data-setting="board"><legend>${t('settings-board')}</legend>
    <label class="setting-range">${t('settings-board-size')}
      <input type="range" name="boardSize" min="${BOARD_SIZE_MIN}" max="${BOARD_SIZE_MAX}" step="5" value="${s.boardSize}">
      <output data-el="boardSizeOut">${s.boardSize}%</output></label>
    ${checkbox('coordinates', s.coordinates, t('settings-coordinates'))}
    <label class="setting-select">${t('settings-animation')}
      <select name="animation">${ANIMATION_SPEEDS.map((v) => `<option value="${v}"${v === s.animation ? ' selected' : ''}>${t(`settings-animation-${v}`)}</option>`).join('')}</select></label>
  </fieldset>
  <fieldset data-setting="play"><legend>${t('settings-play')}</legend>
    ${checkbox('promoteFirst', s.promoteFirst, t('settings-promote-first'))}
    ${checkbox('hotseatTurn', s.hotseatTurn, t('settings-hotseat-turn'))}
  </fieldset>
  <fieldset data-setting="sound"><legend>${t('settings-sound')}</legend>
    ${checkbox('sound', s.sound, t('settings-sound-on'))}
    <label class="setting-range">${t('settings-volume')}
      <input type="range" name="volume" min="0" max="100" step="5" value="${s.volume}">
      <output data-el="volumeOut">${s.volume}%</output></label>
    <button type="button" data-el="soundTest">${t('settings-sound-test')}</button>
  </fieldset>
  <fieldset data-setting="notifications"><legend>${t('settings-notifications-title')}</legend>
    ${checkbox('notifications', s.notifications, t('settings-notifications'))}
    <p class="setting-note" data-el="notifyNote" role="status"></p>
  </fieldset>
  <p class="setting-note">${t('settings-saved-note')}</p>
</form>`;
}

let dialog: HTMLDialogElement | undefined;

/** Opens the panel (building it afresh). */
export function openSettings(): void {
  dialog?.remove();
  const d = document.createElement('dialog');
  d.className = 'settings-dialog';
  d.setAttribute('aria-labelledby', 'settings-title');
  d.innerHTML = panelHtml(settings());
  document.body.appendChild(d);
  dialog = d;
  const el = (name: string) => d.querySelector<HTMLElement>(`[data-el="${name}"]`)!;
  const form = d.querySelector<HTMLFormElement>('form')!;

  // Sliders change as they move; every other control once it is set.
  const isRange = (x: EventTarget | null) => x instanceof HTMLInputElement && x.type === 'range';
  form.addEventListener('input', (e) => {
    if (isRange(e.target)) onControl(e.target as HTMLInputElement, el);
  });
  form.addEventListener('change', (e) => {
    if (!isRange(e.target)) onControl(e.target as HTMLInputElement | HTMLSelectElement, el);
  });
  el('settingsClose').addEventListener('click', () => d.close());
  el('soundTest').addEventListener('click', () => playSound('move'));
  // A click on the backdrop (outside the form) closes the panel.
  d.addEventListener('click', (e) => {
    if (e.target === d) d.close();
  });
  d.addEventListener('close', () => {
    d.remove();
    if (dialog === d) dialog = undefined;
  });
  d.showModal();
}

function onControl(input: HTMLInputElement | HTMLSelectElement, el: (name: string) => HTMLElement): void {
  const name = input.name as keyof Settings;
  if (!name) return;
  if (input instanceof HTMLInputElement && input.type === 'checkbox') {
    if (name === 'notifications' && input.checked) return void turnOnNotifications(input, el('notifyNote'));
    updateSettings({ [name]: input.checked });
  } else if (input instanceof HTMLInputElement && input.type === 'range') {
    const value = Number(input.value);
    updateSettings({ [name]: value });
    const out = el(name === 'boardSize' ? 'boardSizeOut' : 'volumeOut');
    out.textContent = `${value}%`;
  } else if (input instanceof HTMLInputElement && input.type === 'radio') {
    if (input.checked) updateSettings({ [name]: input.value });
  } else {
    updateSettings({ [name]: input.value });
  }
}

/** The notifications setting goes on only once the browser allows them; the request comes from
 *  this click, as browsers want. */
async function turnOnNotifications(input: HTMLInputElement, note: HTMLElement): Promise<void> {
  note.textContent = '';
  if (!notificationsSupported()) {
    input.checked = false;
    note.textContent = t('settings-notifications-unsupported');
    return;
  }
  const granted = await askNotificationPermission();
  input.checked = granted;
  updateSettings({ notifications: granted });
  if (!granted) note.textContent = t('settings-notifications-denied');
}
