// Translations: Fluent catalogues per language, src/locales/<lang>.ftl (the UI) and
// src/locales/rules/<lang>.ftl (the rules pages). Every string the UI shows goes through `t`. A
// catalogue dropped into those folders is picked up at build time, so adding a language is adding
// the files and its name in `LANGUAGE_NAMES`. Move notation is never translated.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';

const catalogues = import.meta.glob('./locales/**/*.ftl', { query: '?raw', import: 'default', eager: true }) as Record<
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
  const bundle = bundles.get(lang) ?? new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) console.error(`locale ${path}:`, errors);
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
  // A `?lang=` in the address would override the choice on the next load: keep it in step.
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', lang);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
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

/** A game's name in the current language; user-defined games keep the name they were given. */
export function variantName(v: { id: string; name: string }): string {
  return has(`variant-${v.id}-name`) ? t(`variant-${v.id}-name`) : v.name;
}

/** A piece's name in the current language: the game's own word for it, else the usual word for a
 *  piece of that name (a user-defined game's "Knight"), else the name the game file gives. */
export function pieceNameIn(variantId: string, letter: string, name: string): string {
  const own = `piece-${variantId}-${letter.toLowerCase()}`;
  if (has(own)) return t(own);
  const usual = `piece-name-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return has(usual) ? t(usual) : name;
}
