// Translations: one Fluent catalogue per language in src/locales/<lang>.ftl. Every string the UI
// shows goes through `t`. A catalogue dropped into that folder is picked up at build time, so adding
// a language (issue 7) is adding a file and its name in `LANGUAGE_NAMES`.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';

const catalogues = import.meta.glob('./locales/*.ftl', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<string, string> = {
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  pt: 'Português',
};

const FALLBACK = 'en';
const STORAGE_KEY = 'turnpan.lang';

const bundles = new Map<string, FluentBundle>();
for (const [path, text] of Object.entries(catalogues)) {
  const lang = path.replace(/^.*\/(.+)\.ftl$/, '$1');
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) console.error(`locale ${lang}:`, errors);
  bundles.set(lang, bundle);
}

export function availableLanguages(): string[] {
  return [...bundles.keys()].sort();
}

function pickLanguage(): string {
  const fromUrl = new URLSearchParams(location.search).get('lang');
  if (fromUrl && bundles.has(fromUrl)) return fromUrl;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && bundles.has(saved)) return saved;
  } catch {
    /* storage can be disabled */
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (bundles.has(base)) return base;
  }
  return FALLBACK;
}

let current = pickLanguage();
document.documentElement.lang = current;

export function language(): string {
  return current;
}

/** Switches language, remembers it and reloads the view through `onChange`. */
export function setLanguage(lang: string, onChange?: () => void): void {
  if (!bundles.has(lang)) return;
  current = lang;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* ignore */
  }
  onChange?.();
}

/** The message `id` in the current language (falling back to English, then to the id itself). */
export function t(id: string, args?: Record<string, FluentVariable>): string {
  for (const lang of [current, FALLBACK]) {
    const bundle = bundles.get(lang);
    const msg = bundle?.getMessage(id);
    if (bundle && msg?.value) return bundle.formatPattern(msg.value, args);
  }
  return id;
}

/** Whether a message exists (used for optional texts such as a reason we may not know). */
export function has(id: string): boolean {
  return Boolean(bundles.get(current)?.hasMessage(id) || bundles.get(FALLBACK)?.hasMessage(id));
}
