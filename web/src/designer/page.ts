// The variant designer: `/variants/new` (from a game's file with `?from=chess`, from another
// variant's with `?copy=@alice/spiral`, or from the design last left unsaved in this browser)
// and `/variants/@name/slug/edit` (the owner's variant, stored as its next version). The form
// (board, pieces from the palette or by Betza with their moves drawn and said in words, the
// start position on a board, castling, promotion and end rules) and the variant file beside it
// are kept in step by the rules in WebAssembly, both ways; every change is judged by the same
// rules, and a problem is shown at its field in the page's language. The design can be played
// (both sides, or against the engine) and its perft line read before it is published.
import './designer.css';
import * as api from '../api';
import { betzaErrorText } from '../betzabox';
import { problemText } from '../editor/verdict';
import { has, t, variantName } from '../i18n';
import { escapeHtml } from '../movelist';
import { notFoundPage } from '../notfound';
import type { Visibility } from '../protocol';
import { currentAccount, loadAccount } from '../session';
import { designerEditHref, ownsVariant, rulesHref } from '../variantpath';
import { applyField, clearProblems, gameFieldsHtml, ruleFieldsHtml, showFields, showProblem } from './fields';
import { castlingRights, firstMoveRightsKey, loadDesignerRules, placementOf, resizePlacement, slugOf, type DesignerRules, type VariantForm, type VariantProblem } from './model';
import { paletteOf, type PaletteGame } from './palette';
import { PieceList } from './pieces';
import { Publish } from './publish';
import { draftView, StartPosition, withPlacement } from './start';
import { PERFT_BUDGET, Trial } from './trial';

/** A game of the server's catalog, as the designer offers it to start from and in the palette. */
interface CatalogGame {
  id: string;
  name: string;
  builtin: boolean;
}

/** Where an unsaved new design is kept in this browser. */
const DRAFT_KEY = 'turnpan.designer.draft';
/** The built-in games a design may start from (Turnover's rules are code, not a file). */
const TEMPLATES = ['chess', 'central-rotational', 'transformer', 'turkish'];

/** `editId`: the stored variant to edit (`@alice/spiral`), or null for a new design. */
export async function designerPage(root: HTMLElement, editId: string | null): Promise<() => void> {
  document.title = `${t(editId ? 'designer-title-edit' : 'designer-title-new')} · ${t('site-title')}`;
  root.innerHTML = `<p class="dz-loading">${t('designer-loading')}</p>`;
  let rules: DesignerRules;
  let games: CatalogGame[];
  try {
    const [r, catalog] = await Promise.all([loadDesignerRules(), api.variants(), loadAccount()]);
    rules = r;
    games = catalog.map((v) => ({ id: v.id, name: variantName(v), builtin: v.builtin }));
  } catch (e) {
    root.innerHTML = `<div class="error-page"><h1>${t('error-load')}</h1><p>${escapeHtml(e instanceof Error ? e.message : String(e))}</p></div>`;
    return () => {};
  }
  const query = new URLSearchParams(location.search);
  let text: string;
  let visibility: Visibility = 'private';
  let heading: string;
  if (editId) {
    const account = currentAccount();
    if (!ownsVariant(account?.username, editId)) return notYours(root, editId, Boolean(account));
    try {
      const [file, mine] = await Promise.all([api.variantFile(editId), api.myVariants()]);
      text = file;
      visibility = mine.variants.find((v) => v.id.toLowerCase() === editId.toLowerCase())?.visibility ?? 'private';
    } catch {
      return notFoundPage(root);
    }
    heading = t('designer-title-edit');
  } else {
    const copy = query.get('copy');
    const from = query.get('from');
    let start: string | null = null;
    if (copy) start = await api.variantFile(copy).catch(() => null);
    else if (from) start = rules.builtinFile(from);
    else start = savedDraft();
    text = start ?? newDesign(rules, 'chess');
    // A copy or a game's file becomes a new design of the reader's, under a name of its own.
    if (copy || from) text = asNewDesign(rules, text);
    heading = t('designer-title-new');
  }
  const read = rules.read(text);
  const fallback = rules.read(newDesign(rules, 'chess'));
  if (!('form' in fallback)) throw new Error(fallback.error.message); // the built-in file reads
  const page = new Designer(root, rules, heading, editId, visibility, games);
  page.load('form' in read ? read.form : fallback.form, 'form' in read ? null : text);
  return () => page.dispose();
}

function notYours(root: HTMLElement, id: string, signedIn: boolean): () => void {
  root.innerHTML = `<div class="error-page"><h1>${t('designer-not-yours')}</h1>
    <p>${signedIn ? '' : `<a href="/login?next=${encodeURIComponent(location.pathname)}" data-link>${t('header-sign-in')}</a> · `}
    <a href="${escapeHtml(rulesHref(id))}" data-link>${t('designer-saved-rules')}</a> ·
    <a href="/variants/new?copy=${encodeURIComponent(id)}" data-link>${t('designer-copy')}</a></p></div>`;
  return () => {};
}

function savedDraft(): string | null {
  try {
    return localStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
}

function saveDraft(text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, text);
  } catch {
    /* private mode: the design lasts as long as the page */
  }
}

/** A game's file made the reader's own: a new id and name, its comments dropped. */
function asNewDesign(rules: DesignerRules, text: string): string {
  const read = rules.read(text);
  if (!('form' in read)) return text;
  const f = read.form;
  const name = t('designer-default-name', { game: f.name });
  return rules.write({ ...f, comments: [], name, id: slugOf(name) });
}

function newDesign(rules: DesignerRules, template: string): string {
  return asNewDesign(rules, rules.builtinFile(template) ?? '');
}

type Source = 'form' | 'text' | 'load';

class Designer {
  private form!: VariantForm;
  private text = '';
  private good: string | null = null;
  private readonly pieces: PieceList;
  private readonly start: StartPosition;
  private readonly trial = new Trial();
  private readonly publish: Publish;
  private readonly formEl: HTMLFormElement;
  private readonly textEl: HTMLTextAreaElement;
  private readonly el: HTMLElement;
  /** Whether the id was typed (else it follows the name, for a new design). */
  private idTouched: boolean;
  private perftTimer?: number;
  private draftTimer?: number;

  constructor(
    root: HTMLElement,
    private readonly rules: DesignerRules,
    heading: string,
    private editId: string | null,
    visibility: Visibility,
    games: CatalogGame[],
  ) {
    this.idTouched = editId !== null;
    const templates = games.filter((g) => TEMPLATES.includes(g.id));
    root.innerHTML = `<article class="designer" data-state="loading">
      <h1>${escapeHtml(heading)}</h1>
      <p class="dz-intro">${t('designer-intro')} <a href="/betza" data-link>${t('betza-lab-title')}</a></p>
      <div class="dz-begin">
        <form class="dz-from" data-el="from">
          <label>${t('designer-start-from')} <select name="template">${templates.map((g) => `<option value="${g.id}">${escapeHtml(g.name)}</option>`).join('')}</select></label>
          <button type="submit">${t('designer-start-from-go')}</button>
        </form>
        <details class="dz-import">
          <summary>${t('designer-import')}</summary>
          <label>${t('designer-import-ini')} <textarea data-el="ini" rows="6" spellcheck="false"></textarea></label>
          <button type="button" data-act="import-ini">${t('designer-import-go')}</button>
          <label>${t('designer-import-diagram')} <textarea data-el="preset" rows="4" spellcheck="false"></textarea></label>
          <button type="button" data-act="import-diagram">${t('designer-import-go')}</button>
          <div class="dz-import-result" data-el="importResult" role="status" aria-live="polite"></div>
        </details>
      </div>
      <div class="dz-layout">
        <form class="dz-form" novalidate data-el="form">${gameFieldsHtml()}<div data-el="pieces"></div><div data-el="start"></div>${ruleFieldsHtml()}</form>
        <div class="dz-side">
          <section class="dz-section dz-file" aria-labelledby="dz-file-title">
            <h2 id="dz-file-title">${t('designer-section-file')}</h2>
            <p class="dz-note" id="dz-file-note">${t('designer-file-note')}</p>
            <textarea id="dz-text" aria-labelledby="dz-file-title" data-el="text" rows="24" spellcheck="false" autocomplete="off" aria-describedby="dz-file-note dz-text-problem"></textarea>
            <p class="dz-verdict" id="dz-text-problem" data-el="verdict" role="status" aria-live="polite"></p>
          </section>
          <div data-el="trial"></div>
          <div data-el="publish"></div>
        </div>
      </div>
    </article>`;
    this.el = root.querySelector<HTMLElement>('.designer')!;
    this.formEl = this.part('form') as HTMLFormElement;
    this.textEl = this.part('text') as HTMLTextAreaElement;
    this.pieces = new PieceList({ changed: (f, structure) => this.fromForm(f, structure ? 'load' : 'form') });
    this.part('pieces').replaceWith(this.pieces.el);
    this.start = new StartPosition((start) => this.fromForm({ ...this.form, start }, 'form'));
    this.part('start').replaceWith(this.start.el);
    this.part('trial').replaceWith(this.trial.el);
    this.publish = new Publish(editId, visibility, {
      file: () => this.good,
      saved: (id) => {
        saveDraft(null);
        if (!this.editId) {
          this.editId = id;
          history.replaceState(null, '', designerEditHref(id));
        }
      },
    });
    this.part('publish').replaceWith(this.publish.el);
    if (editId) {
      // A stored variant keeps its id: a new version of `@alice/spiral` is still `spiral`.
      const id = this.formEl.querySelector<HTMLInputElement>('[data-path="id"]')!;
      id.readOnly = true;
      id.title = t('designer-id-fixed');
    }
    void this.loadPalette(games);

    this.formEl.addEventListener('submit', (e) => e.preventDefault());
    const onField = (e: Event) => {
      const el = e.target as HTMLInputElement;
      const path = el.dataset.path;
      if (!path || el.closest('[data-section="pieces"]')) return;
      // Text fields change as they are typed; choices, and numbers (a board of 1 file while
      // "12" is being typed would drop its pieces), when they are made.
      const typed = el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && !['checkbox', 'radio', 'number'].includes(el.type));
      if ((e.type === 'input') !== typed) return;
      if (path === 'id') this.idTouched = true;
      // A change that reshapes the form redraws it whole, but never the text being typed.
      const reshapes = path.startsWith('castling') || path.startsWith('promotion') || path === 'files' || path === 'ranks';
      this.fromForm(this.change(path, el), reshapes && !typed ? 'load' : 'form');
    };
    this.formEl.addEventListener('input', onField);
    this.formEl.addEventListener('change', onField);
    let typing: number | undefined;
    this.textEl.addEventListener('input', () => {
      window.clearTimeout(typing);
      typing = window.setTimeout(() => this.fromText(this.textEl.value), 250);
    });
    this.part('from').addEventListener('submit', (e) => {
      e.preventDefault();
      const template = (this.part('from').querySelector('select') as HTMLSelectElement).value;
      if (!window.confirm(t('designer-start-from-confirm'))) return;
      const read = this.rules.read(newDesign(this.rules, template));
      if ('form' in read) this.fromForm(read.form, 'load');
    });
    this.el.querySelector('[data-act="import-ini"]')!.addEventListener('click', () => void this.importIni());
    this.el.querySelector('[data-act="import-diagram"]')!.addEventListener('click', () => this.importDiagram());
  }

  private part(name: string): HTMLElement {
    return this.el.querySelector<HTMLElement>(`[data-el="${name}"]`)!;
  }

  /** Shows the first form; `badText` is a file that did not read (shown with its problem). */
  load(form: VariantForm, badText: string | null): void {
    this.fromForm(form, 'load');
    if (badText !== null) {
      // The file as stored, with its problem; the form shows the last design that read.
      this.textEl.value = badText;
      this.fromText(badText);
    }
    this.el.dataset.state = 'ready';
  }

  private async loadPalette(games: CatalogGame[]): Promise<void> {
    const forms: PaletteGame[] = [];
    for (const g of games) {
      if (g.id === 'turnover') continue;
      const file = g.builtin ? this.rules.builtinFile(g.id) : await api.variantFile(g.id).catch(() => null);
      const read = file ? this.rules.read(file) : null;
      if (read && 'form' in read) forms.push({ name: g.name, form: read.form });
    }
    this.pieces.setPalette(paletteOf(forms));
  }

  /** The form with one field changed, and what follows from it: the start position fitted to a
   *  new board, the castling rights to the castling, the id to the name of a new design. */
  private change(path: string, el: HTMLInputElement): VariantForm {
    const old = this.form;
    const f = applyField(old, path, el);
    if (path === 'name' && !this.idTouched) f.id = slugOf(f.name);
    if ((path === 'files' || path === 'ranks') && (f.files !== old.files || f.ranks !== old.ranks)) {
      f.start = withPlacement(f, resizePlacement(placementOf(old), old, f));
      if (f.promotion) f.promotion.zone = Math.min(f.promotion.zone, f.ranks);
      if (f.castling) f.castling = null; // its files were for the old board
    }
    if (JSON.stringify(f.castling) !== JSON.stringify(old.castling)) {
      const fields = f.start.trim().split(/\s+/);
      if (fields.length >= 3) fields[2] = castlingRights(f);
      f.start = fields.join(' ');
    }
    return f;
  }

  /** A change made in the form: the file is written from it. `load`: redraw the whole form. */
  private fromForm(form: VariantForm, source: Source): void {
    this.form = this.form ? withRightsFollowed(this.form, form) : form;
    this.text = this.rules.write(this.form);
    this.textEl.value = this.text;
    this.showForm(source);
    this.judge();
  }

  /** A change made in the file text: the form is read from it when it reads. */
  private fromText(text: string): void {
    this.text = text;
    const read = this.rules.read(text);
    if ('form' in read) {
      this.form = read.form;
      this.showForm('text');
    }
    this.judge();
  }

  private showForm(source: Source): void {
    if (source !== 'form') showFields(this.formEl, this.form);
    else showFields(this.formEl, this.form, document.activeElement);
    this.pieces.show(this.form);
    this.start.show(this.form);
  }

  /** The rules' verdict on the file now: problems at their fields, the try board and the save. */
  private judge(): void {
    const verdict = this.rules.check(this.text);
    clearProblems(this.formEl);
    const line = this.part('verdict');
    this.el.dataset.valid = String(verdict.ok);
    if (verdict.ok) {
      this.good = this.text;
      line.className = 'dz-verdict good';
      line.textContent = t('designer-valid');
      delete line.dataset.field;
    } else {
      this.good = null;
      const words = this.problemWords(verdict.error);
      line.className = 'dz-verdict bad';
      line.dataset.field = verdict.error.field;
      line.textContent = t('designer-error-line', { line: verdict.error.line, problem: words });
      if (verdict.error.code !== 'shape') showProblem(this.formEl, verdict.error.field, words);
    }
    this.publish.allow(verdict.ok);
    this.trial.setDesign(verdict.ok ? this.text : null, verdict.ok ? verdict.variant : null, null);
    window.clearTimeout(this.perftTimer);
    if (verdict.ok) {
      const text = this.text;
      this.perftTimer = window.setTimeout(() => {
        if (text !== this.text) return;
        this.trial.setDesign(text, verdict.variant, this.rules.perft(text, 3, PERFT_BUDGET));
      }, 300);
    }
    if (!this.editId) {
      window.clearTimeout(this.draftTimer);
      const text = this.text;
      this.draftTimer = window.setTimeout(() => saveDraft(text), 500);
    }
  }

  /** A problem in the page's language: the rules' kind of error, else their English. */
  private problemWords(p: VariantProblem): string {
    if (p.code === 'betza' && p.betza) return betzaErrorText(p.betza);
    if (p.code === 'start' && p.fen) return t('designer-error-start', { problem: problemText(p.fen, draftView(this.form)) });
    // A kind of error some fields say in their own words (which checkmates count, in a game
    // without check, is not about a checkmated player winning).
    const own = FIELD_PROBLEMS[`${p.field} ${p.code}`];
    const id = own ?? `designer-error-${p.code}`;
    return has(id) ? t(id, p.args) : p.message;
  }

  private async importIni(): Promise<void> {
    const ini = (this.part('ini') as HTMLTextAreaElement).value;
    const out = this.part('importResult');
    try {
      const answer = await api.importIni({ ini });
      this.textEl.value = answer.toml;
      this.fromText(answer.toml);
      this.idTouched = true;
      out.className = 'dz-import-result good';
      out.innerHTML = `<p>${t('designer-imported')}</p>${unsupportedList(answer.unsupported)}`;
    } catch (e) {
      out.className = 'dz-import-result bad';
      out.textContent = t('designer-import-failed', { message: e instanceof Error ? e.message : String(e) });
    }
  }

  private importDiagram(): void {
    const preset = (this.part('preset') as HTMLTextAreaElement).value;
    const out = this.part('importResult');
    const answer = this.rules.importDiagram(slugOf(this.form.name), preset);
    if ('error' in answer) {
      out.className = 'dz-import-result bad';
      out.textContent = t('designer-import-diagram-failed', { word: answer.error.word, text: answer.error.text, message: answer.error.message });
      return;
    }
    this.textEl.value = answer.toml;
    this.fromText(answer.toml);
    this.idTouched = true;
    out.className = 'dz-import-result good';
    out.innerHTML = `<p>${t('designer-imported')}</p>${unsupportedList(answer.notes)}`;
  }

  dispose(): void {
    window.clearTimeout(this.perftTimer);
    window.clearTimeout(this.draftTimer);
    this.pieces.dispose();
    this.start.dispose();
    this.trial.dispose();
  }
}

/** The messages of errors said otherwise at some fields than the kind's own (`field code`). */
const FIELD_PROBLEMS: Record<string, string> = {
  'rules.mate mate-rule-without-check': 'designer-error-mate-without-check',
  'rules.mate no-pieces-counted': 'designer-error-mate-no-pieces',
  'rules.check_freezes_king needs-checkmate-of-royal': 'designer-error-check-freezes-king-without-checkmate',
  'rules.counting needs-checkmate-of-royal': 'designer-error-counting-without-checkmate',
  // A letter of a royal piece is refused there as no piece's: said so.
  'rules.explosion.immune no-such-piece': 'designer-error-explosion-immune-piece',
  'rules.mutually_immune no-such-piece': 'designer-error-mutually-immune-piece',
  // A rule of shogi-style promotion in a game where no piece promotes so: said by the rule.
  'promotion.demotes promotion-rule-without-promotes-to': 'designer-error-demotes-without-promotes-to',
  'promotion.by_capture promotion-rule-without-promotes-to': 'designer-error-by-capture-without-promotes-to',
  'drops.promoted promotion-rule-without-promotes-to': 'designer-error-promoted-drops-without-promotes-to',
};

/** The form `f` with its start's rights field written again when the pieces with a first-move
 *  right, or where they stand, differ from `old`'s: Cambodian chess's `DEde`, the file letters
 *  of those on their side's first rank (the castling rights when the game castles, `-` when
 *  nothing has a right). */
function withRightsFollowed(old: VariantForm, f: VariantForm): VariantForm {
  if (firstMoveRightsKey(old) === firstMoveRightsKey(f)) return f;
  const fields = f.start.trim().split(/\s+/);
  if (fields.length < 3) return f;
  fields[2] = castlingRights(f);
  return { ...f, start: fields.join(' ') };
}

/** What an import could not carry over, as a list (nothing when everything was). */
function unsupportedList(items: string[]): string {
  if (!items.length) return '';
  return `<p>${t('designer-import-unsupported', { count: items.length })}</p><ul class="dz-unsupported">${items.map((x) => `<li><code>${escapeHtml(x)}</code></li>`).join('')}</ul>`;
}

