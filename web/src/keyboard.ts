// Typing moves: a text box (an ARIA combobox) that takes a move in the game's own notation
// (`Nf3`, `O-O`, `e8=Q`, a drop `N@e4` or `@e4` for a pawn's, `+L@c3` for a piece put down as its
// promoted form, a shogi-style promotion `Sc5=E`, Turnover's notation, S-chess's gating `Nc3/H`
// and `O-O/Hh1`) or in engine form (`e2e4`, `e7e8q`, `c4c5+`, a promoted piece turning back
// `b2b4-`, a gating move `b1c3h`) and completes
// it from the legal moves the server names (`legal_san`). It knows no rules: a move is legal when
// it is in the server's list.
import type { LegalMove } from './protocol';
import { t } from './i18n';

/** Most completions listed at once. */
const MAX_OPTIONS = 12;

/** A move's name as compared with what is typed: no check, mate or comment marks, no `=`; but a
 *  drop of a piece as its promoted form keeps its leading `+` (`+L@c3`, beside `L@c3`). */
function plain(s: string): string {
  const text = s.trim();
  const lead = /^\+[A-Za-z]@/.test(text) ? '+' : '';
  return lead + text.slice(lead.length).replace(/[+#!?=]/g, '').trim();
}

/** What was typed, read for comparing: castling with zeros becomes `O-O` (`0-0/He1` too); a drop without a
 *  piece letter (`@e4`) is a pawn's (`P@e4`), and a drop's letter is a capital (`n@e4`,
 *  `+l@c3`). */
function typed(s: string): string {
  const p = plain(s);
  // Castling, with the piece it lets in through a gate too (S-chess's `0-0/He1`).
  if (/^0-0(-0)?(\/|$)/.test(p)) return p.replace(/^0-0(-0)?/, (c) => c.replace(/0/g, 'O')).replace(/\/([a-z])/, (_, l: string) => `/${l.toUpperCase()}`);
  if (p.startsWith('@')) return `P${p}`;
  // A gate's piece is a capital (`Nc3/h` is `Nc3/H`).
  return p
    .replace(/^(\+?)([a-z])@/, (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}@`)
    .replace(/\/([a-z])/, (_, letter: string) => `/${letter.toUpperCase()}`);
}

/** What was typed, read as an engine move: as `typed`, but a final `+` is kept (`c4c5+` is a
 *  shogi-style promotion, not a check), as is a final `-` (`b2b4-`: a promoted piece turning
 *  back) and a drop's leading `+` (`+L@c3`). */
function typedUci(s: string): string {
  const p = s.replace(/[#!?=]/g, '').trim();
  return p.startsWith('@') ? `P${p}` : p;
}

/** The legal moves that `text` names exactly: its name (marks aside) or its engine form (a
 *  drop's, `N@e4`, with its capital letter; a promotion's `c4c5+` with its `+`, and `c4c5`
 *  without: the move that does not promote). */
export function exactMoves(text: string, moves: LegalMove[]): LegalMove[] {
  const want = typed(text);
  if (!want) return [];
  const bySan = moves.filter((m) => plain(m.san) === want);
  if (bySan.length) return bySan;
  const uci = typedUci(text).toLowerCase();
  const byUci = moves.filter((m) => m.uci.toLowerCase() === uci);
  if (byUci.length) return byUci;
  // A `+` that is no promotion's is a check mark (`e2e4+`).
  return moves.filter((m) => m.uci.toLowerCase() === want.toLowerCase());
}

/** The legal moves that `text` could be the start of, best first: by name with the letters' case
 *  as typed, then by name whatever the case, then by engine form. */
export function completions(text: string, moves: LegalMove[]): LegalMove[] {
  const want = typed(text);
  if (!want) return [];
  const lower = want.toLowerCase();
  const seen = new Set<string>();
  const out: LegalMove[] = [];
  const add = (m: LegalMove) => {
    if (seen.has(m.uci)) return;
    seen.add(m.uci);
    out.push(m);
  };
  for (const m of moves) if (plain(m.san).startsWith(want)) add(m);
  for (const m of moves) if (plain(m.san).toLowerCase().startsWith(lower)) add(m);
  for (const m of moves) if (m.uci.toLowerCase().startsWith(lower)) add(m);
  return out;
}

export interface MoveEntryOptions {
  /** Plays a legal move (engine form). */
  play: (uci: string) => void;
}

/** The move box. `update` gives it the moves it may play now (none when the viewer may not
 *  move); it hides itself when the viewer holds no seat. */
export class MoveEntry {
  readonly el: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly list: HTMLUListElement;
  private readonly message: HTMLElement;
  private moves: LegalMove[] = [];
  private options: LegalMove[] = [];
  private active = -1;

  constructor(private readonly opts: MoveEntryOptions) {
    this.el = document.createElement('div');
    this.el.className = 'move-entry';
    const id = `move-entry-${Math.random().toString(36).slice(2, 8)}`;
    this.el.innerHTML = `<label for="${id}">${t('move-entry-label')}</label>
      <div class="move-entry-box">
        <input id="${id}" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false"
          aria-controls="${id}-list" aria-describedby="${id}-msg" autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="16">
        <ul id="${id}-list" role="listbox" class="move-options" aria-label="${t('move-entry-options')}" hidden></ul>
      </div>
      <p id="${id}-msg" class="move-entry-msg" aria-live="polite"></p>`;
    this.input = this.el.querySelector('input')!;
    this.list = this.el.querySelector('ul')!;
    this.message = this.el.querySelector('.move-entry-msg')!;
    this.input.addEventListener('input', () => this.refresh());
    this.input.addEventListener('keydown', (e) => this.onKey(e));
    this.input.addEventListener('blur', () => window.setTimeout(() => this.close(), 150));
    this.list.addEventListener('mousedown', (e) => e.preventDefault());
    this.list.addEventListener('click', (e) => {
      const li = (e.target as HTMLElement).closest<HTMLElement>('[data-uci]');
      if (li) this.submit(li.dataset.uci!);
    });
  }

  /** The moves the viewer may play now; `seated` false hides the box (spectators). */
  update(moves: LegalMove[], seated: boolean): void {
    this.el.hidden = !seated;
    this.moves = moves;
    this.input.placeholder = moves.length ? t('move-entry-placeholder', { example: moves[0].san }) : t('move-entry-wait');
    if (this.input.value) this.refresh();
  }

  focus(): void {
    this.input.focus();
  }

  private refresh(): void {
    const text = this.input.value;
    this.options = completions(text, this.moves).slice(0, MAX_OPTIONS);
    this.active = this.options.length ? 0 : -1;
    this.renderOptions();
    if (!text.trim()) this.message.textContent = '';
    else if (!this.moves.length) this.message.textContent = t('move-entry-not-now');
    else if (!this.options.length) this.message.textContent = t('move-entry-none', { text: text.trim() });
    else this.message.textContent = t('move-entry-count', { count: this.options.length });
  }

  private renderOptions(): void {
    this.list.replaceChildren();
    this.options.forEach((m, i) => {
      const li = document.createElement('li');
      li.id = `${this.list.id}-${i}`;
      li.setAttribute('role', 'option');
      li.dataset.uci = m.uci;
      li.setAttribute('aria-selected', String(i === this.active));
      const san = document.createElement('span');
      san.className = 'san';
      san.textContent = m.san;
      const uci = document.createElement('span');
      uci.className = 'uci';
      uci.textContent = m.uci;
      li.append(san, uci);
      this.list.appendChild(li);
    });
    const open = this.options.length > 0;
    this.list.hidden = !open;
    this.input.setAttribute('aria-expanded', String(open));
    if (open && this.active >= 0) this.input.setAttribute('aria-activedescendant', `${this.list.id}-${this.active}`);
    else this.input.removeAttribute('aria-activedescendant');
  }

  private close(): void {
    this.options = [];
    this.active = -1;
    this.renderOptions();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!this.options.length) return;
      e.preventDefault();
      const n = this.options.length;
      this.active = (this.active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n;
      this.renderOptions();
    } else if (e.key === 'Tab' && this.options.length && this.input.value.trim()) {
      // Completes to the highlighted move (and stays in the box).
      const m = this.options[Math.max(0, this.active)];
      if (this.input.value !== m.san) {
        e.preventDefault();
        this.input.value = m.san;
        this.refresh();
      }
    } else if (e.key === 'Escape') {
      if (this.options.length) e.stopPropagation();
      this.close();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      this.enter();
    }
  }

  private enter(): void {
    const text = this.input.value.trim();
    if (!text) return;
    if (!this.moves.length) {
      this.message.textContent = t('move-entry-not-now');
      return;
    }
    const exact = exactMoves(text, this.moves);
    if (exact.length === 1) return this.submit(exact[0].uci);
    // Not a whole move: the highlighted completion, when the list was used or is one move.
    if (this.options.length === 1 || (this.options.length && this.active > 0)) return this.submit(this.options[this.active].uci);
    if (this.options.length) this.message.textContent = t('move-entry-ambiguous', { text });
    else this.message.textContent = t('move-entry-none', { text });
  }

  private submit(uci: string): void {
    if (!this.moves.some((m) => m.uci === uci)) return;
    this.input.value = '';
    this.close();
    this.message.textContent = '';
    this.opts.play(uci);
  }
}
