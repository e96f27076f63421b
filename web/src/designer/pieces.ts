// The designer's pieces: one row per piece (letter, name, Betza, royal, guarded like the royal
// piece, pawn, the piece it promotes to shogi-style, its region, its zone moves, its first-move
// right, the ranks of its initial moves, its moves along the board's diagonal lines and the
// pieces it may not hop over), pieces added from the palette or made anew, and the
// chosen piece's moves beside the list: its diagram on the game's board, its Betza in words, and
// clicks on the diagram building a leaper's Betza (betzabox.ts). A piece's letter that changes
// changes with it in the start position, the castling, the promotion choices and limits, the
// other pieces' `promotes_to`, the drop rules' lists and the end rules' (goal pieces, extinction,
// explosion and the kinds it cannot harm, Shatar's mate rule, the pieces that take the royal
// piece's first move away, the counting rules' roles, the kinds that may not take their own
// kind, the pieces a hopper may not hop over, the points); a piece removed leaves them. One royal piece at most, or none ("no royal piece":
// Spartan chess's kings are only guarded like one).
import { BetzaBox } from '../betzabox';
import { t } from '../i18n';
import { escapeHtml } from '../movelist';
import { ensurePieceStyles } from '../pieces';
import { freeLetter, rankList, type FormPiece, type VariantForm } from './model';
import type { PalettePiece } from './palette';

/** The most piece kinds a variant may have (crates/rules MAX_PIECE_KINDS). */
export const MAX_PIECES = 16;

/** The form with one piece's letter changed, and everywhere the form names the piece by its
 *  `previous` letter (the last good one: a field emptied to type anew is not a letter) when the
 *  new letter is good and unused. */
export function renameLetter(form: VariantForm, index: number, letter: string, previous: string): VariantForm {
  const f: VariantForm = structuredClone(form);
  const old = previous;
  f.pieces[index].letter = letter;
  const valid = /^[A-Z]$/.test(letter) && /^[A-Z]$/.test(old) && f.pieces.filter((p) => p.letter === letter).length === 1;
  if (!valid) return f;
  const renamed = (xs: string[]) => xs.map((x) => (x === old ? letter : x));
  const swap = (c: string) => (c === old ? letter : c === old.toLowerCase() ? letter.toLowerCase() : c);
  const [placement, ...rest] = f.start.trim().split(/\s+/);
  f.start = [[...(placement ?? '')].map(swap).join(''), ...rest].join(' ');
  if (f.castling?.rook === old) f.castling.rook = letter;
  if (f.castling?.more_rooks) f.castling.more_rooks = renamed(f.castling.more_rooks);
  if (f.promotion) f.promotion.pieces = renamed(f.promotion.pieces);
  if (f.promotion?.black_pieces) f.promotion.black_pieces = renamed(f.promotion.black_pieces);
  if (f.promotion?.limits) f.promotion.limits = Object.fromEntries(Object.entries(f.promotion.limits).map(([x, n]) => [x === old ? letter : x, n]));
  for (const p of f.pieces) if (p.promotes_to === old) p.promotes_to = letter;
  if (f.drops) for (const key of ['one_per_file', 'drop_mate_loses'] as const) if (f.drops[key]) f.drops[key] = renamed(f.drops[key]);
  if (f.rules.explosion) f.rules.explosion.spares = renamed(f.rules.explosion.spares);
  if (f.castling?.king === old) f.castling.king = letter;
  if (f.rules.goal_pieces) f.rules.goal_pieces = renamed(f.rules.goal_pieces);
  if (f.rules.extinction) f.rules.extinction.pieces = renamed(f.rules.extinction.pieces);
  if (f.rules.mate) for (const key of ['not_alone', 'run_needs'] as const) f.rules.mate[key] = renamed(f.rules.mate[key]);
  if (f.rules.royal_right_lost_to) f.rules.royal_right_lost_to = renamed(f.rules.royal_right_lost_to);
  if (f.rules.counting) for (const role of ['rook', 'khon', 'knight'] as const) if (f.rules.counting[role] === old) f.rules.counting[role] = letter;
  if (f.rules.explosion?.immune) f.rules.explosion.immune = renamed(f.rules.explosion.immune);
  if (f.rules.mutually_immune) f.rules.mutually_immune = renamed(f.rules.mutually_immune);
  for (const p of f.pieces) if (p.no_hop_over) p.no_hop_over = renamed(p.no_hop_over);
  if (f.rules.points) f.rules.points.values = Object.fromEntries(Object.entries(f.rules.points.values).map(([x, n]) => [x === old ? letter : x, n]));
  return f;
}

/** The form without one piece: off the start position, the castling, the promotion choices and
 *  limits, the drop rules' lists and the end rules' (goal pieces, extinction, explosion and the
 *  kinds it cannot harm, the mate rule, the pieces that take the royal piece's first move away,
 *  the counting roles, the kinds that may not take their own kind). */
export function removePiece(form: VariantForm, index: number): VariantForm {
  const f: VariantForm = structuredClone(form);
  const [gone] = f.pieces.splice(index, 1);
  const letter = gone.letter;
  const without = (xs: string[]) => xs.filter((x) => x !== letter);
  const [placement, ...rest] = f.start.trim().split(/\s+/);
  // The hands of a game with drops (`[Qpp]`, after the board) lose the piece too.
  const handsAt = (placement ?? '').indexOf('[');
  const board = handsAt < 0 ? (placement ?? '') : placement.slice(0, handsAt);
  const hands = handsAt < 0 ? '' : [...placement.slice(handsAt)].filter((c) => c.toUpperCase() !== letter).join('');
  const rows = board.split('/').map((row) => {
    // Each of its letters becomes an empty square; runs of empty squares are joined again
    // (a promoted piece keeps its `~` and its `+`; a promoted form of the piece removed goes with it; a hole
    // `*` stays).
    const cells = [...row.matchAll(/(\d+)|(\+?[A-Za-z]~?|\*)/g)].flatMap((m) => (m[1] ? Array(Number(m[1])).fill('') : [m[2]]));
    const kept = cells.map((c) => (c !== '' && c.replace('+', '')[0].toUpperCase() === letter ? '' : c));
    let out = '';
    let run = 0;
    for (const c of kept) {
      if (c) {
        out += run ? String(run) : '';
        run = 0;
        out += c;
      } else run++;
    }
    return out + (run ? String(run) : '');
  });
  f.start = [rows.join('/') + hands, ...rest].join(' ');
  if (f.castling?.rook === letter) f.castling = null;
  if (f.castling?.more_rooks) f.castling.more_rooks = without(f.castling.more_rooks);
  if (f.promotion) f.promotion.pieces = without(f.promotion.pieces);
  if (f.promotion?.black_pieces) f.promotion.black_pieces = without(f.promotion.black_pieces);
  if (f.promotion?.limits) delete f.promotion.limits[letter];
  for (const p of f.pieces) if (p.promotes_to === letter) p.promotes_to = null;
  if (f.drops) for (const key of ['one_per_file', 'drop_mate_loses'] as const) if (f.drops[key]) f.drops[key] = without(f.drops[key]);
  if (f.rules.explosion) f.rules.explosion.spares = without(f.rules.explosion.spares);
  if (f.castling?.king === letter) delete f.castling.king;
  if (f.rules.goal_pieces) {
    // None left: the royal piece counts, and the file says nothing.
    f.rules.goal_pieces = without(f.rules.goal_pieces);
    if (!f.rules.goal_pieces.length) delete f.rules.goal_pieces;
  }
  // A kind counted by extinction or named by the mate rule leaves its list (an emptied list is
  // for the rules to object to, at its field).
  if (f.rules.extinction) f.rules.extinction.pieces = without(f.rules.extinction.pieces);
  if (f.rules.mate) for (const key of ['not_alone', 'run_needs'] as const) f.rules.mate[key] = without(f.rules.mate[key]);
  // The kinds that take the royal piece's first move away: none left, no such rule. A counting
  // role the piece filled is left empty (no kind in that role).
  if (f.rules.royal_right_lost_to) {
    f.rules.royal_right_lost_to = without(f.rules.royal_right_lost_to);
    if (!f.rules.royal_right_lost_to.length) delete f.rules.royal_right_lost_to;
  }
  if (f.rules.counting) for (const role of ['rook', 'khon', 'knight'] as const) if (f.rules.counting[role] === letter) f.rules.counting[role] = '';
  // The kinds no explosion harms, and those that may not take their own kind: none left, the
  // file says nothing.
  if (f.rules.explosion?.immune) {
    f.rules.explosion.immune = without(f.rules.explosion.immune);
    if (!f.rules.explosion.immune.length) delete f.rules.explosion.immune;
  }
  if (f.rules.mutually_immune) {
    f.rules.mutually_immune = without(f.rules.mutually_immune);
    if (!f.rules.mutually_immune.length) delete f.rules.mutually_immune;
  }
  // The pieces a hopper may not hop over: none left, the file says nothing; nor does it count
  // the piece's points any more.
  for (const p of f.pieces)
    if (p.no_hop_over) {
      p.no_hop_over = without(p.no_hop_over);
      if (!p.no_hop_over.length) delete p.no_hop_over;
    }
  if (f.rules.points) delete f.rules.points.values[letter];
  return f;
}

/** The form with a piece from the palette (or a new one) added, among the promotion choices
 *  when it can be one; null when the form cannot take another piece. */
export function addPiece(form: VariantForm, p: Pick<PalettePiece, 'letter' | 'fileName' | 'betza' | 'royal' | 'pawn'>): VariantForm | null {
  if (form.pieces.length >= MAX_PIECES) return null;
  const letter = freeLetter(form, p.letter);
  if (!letter) return null;
  const f: VariantForm = structuredClone(form);
  const royal = p.royal && !f.pieces.some((x) => x.royal);
  f.pieces.push({ letter, name: p.fileName, betza: p.betza, royal, pseudo_royal: false, pawn: p.pawn });
  // A new piece a pawn could become is one of the promotion choices (unticked in a moment).
  if (f.promotion && !royal && !p.pawn) f.promotion.pieces.push(letter);
  return f;
}

export interface PieceListEvents {
  /** The form changed; `structure` when pieces were added, removed or renamed by letter. */
  changed(form: VariantForm, structure: boolean): void;
}

export class PieceList {
  readonly el: HTMLElement;
  private form!: VariantForm;
  private selected = 0;
  private box?: BetzaBox;
  private palette: PalettePiece[] = [];
  /** Each row's last good letter, the one the start position and the rules still use. */
  private letters: string[] = [];

  constructor(private readonly events: PieceListEvents) {
    this.el = document.createElement('fieldset');
    this.el.className = 'dz-section dz-pieces-section';
    this.el.dataset.section = 'pieces';
    this.el.dataset.field = 'piece';
    this.el.innerHTML = `<legend>${t('designer-section-pieces')}</legend>
      <ol class="dz-pieces" data-el="rows"></ol>
      <label class="dz-flag dz-no-royal"><input type="radio" name="dz-royal" data-el="noRoyal"> ${t('designer-no-royal')}</label>
      <div class="dz-add">
        <button type="button" data-act="palette" aria-expanded="false" aria-controls="dz-palette">${t('designer-add-palette')}</button>
        <button type="button" data-act="new-piece">${t('designer-add-new')}</button>
        <small data-el="count"></small>
      </div>
      <div class="dz-palette" id="dz-palette" data-el="palette" hidden></div>
      <section class="dz-moves" aria-labelledby="dz-moves-title">
        <h3 id="dz-moves-title" data-el="movesTitle"></h3>
        <p class="dz-note">${t('designer-moves-note')}</p>
        <p class="field-error" data-el="betzaProblem" role="alert" hidden></p>
        <div class="betza-result">
          <figure class="piece-diagram betza-diagram" data-el="diagram"></figure>
          <div class="betza-explained" data-el="words"></div>
        </div>
      </section>`;
    this.el.addEventListener('click', (e) => this.click(e));
    this.el.addEventListener('input', (e) => this.input(e));
    this.el.addEventListener('change', (e) => this.input(e));
    this.el.addEventListener('focusin', (e) => {
      const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
      if (row) this.select(Number(row.dataset.index));
    });
  }

  setPalette(palette: PalettePiece[]): void {
    this.palette = palette;
  }

  /** Shows the form's pieces (rows rebuilt only when the form's pieces differ from the rows). */
  show(form: VariantForm): void {
    const same = this.form && JSON.stringify(this.form.pieces) === JSON.stringify(form.pieces);
    this.form = form;
    if (this.selected >= form.pieces.length) this.selected = Math.max(0, form.pieces.length - 1);
    if (!same) this.renderRows();
    else this.showPromotesTo();
    // The royal choice's last option: no piece royal (a game without check, or Spartan chess's
    // kings, guarded like one without being it).
    (this.part('[data-el="noRoyal"]') as HTMLInputElement).checked = !form.pieces.some((p) => p.royal);
    const full = form.pieces.length >= MAX_PIECES;
    for (const act of ['palette', 'new-piece']) this.part(`[data-act="${act}"]`).toggleAttribute('disabled', full);
    this.part('[data-el="count"]').textContent = t('designer-piece-count', { count: form.pieces.length, max: MAX_PIECES });
    void this.showMoves();
  }

  dispose(): void {
    this.box?.dispose();
  }

  private part(selector: string): HTMLElement {
    return this.el.querySelector<HTMLElement>(selector)!;
  }

  private renderRows(): void {
    ensurePieceStyles('classic', this.form.pieces.map((p) => p.letter.toLowerCase()).filter((l) => /^[a-z]$/.test(l)));
    const rows = this.form.pieces.map((p, i) => {
      const n = i + 1;
      const l = p.letter.toLowerCase();
      return `<li class="dz-piece pieces-classic" data-index="${i}" data-field="piece[${n}]"${i === this.selected ? ' aria-current="true"' : ''}>
        <span class="piece-icon ${escapeHtml(l)}-piece white" aria-hidden="true"></span>
        <div class="dz-field dz-letter" data-field="piece[${n}].letter"><label>${t('designer-letter')} <input data-piece="letter" maxlength="1" size="2" autocomplete="off" spellcheck="false" value="${escapeHtml(p.letter)}"></label></div>
        <div class="dz-field" data-field="piece[${n}].name"><label>${t('designer-piece-name')} <input data-piece="name" maxlength="80" value="${escapeHtml(p.name)}"></label></div>
        <div class="dz-field dz-betza-field" data-field="piece[${n}].betza"><label>${t('designer-betza')} <input data-piece="betza" maxlength="200" autocomplete="off" spellcheck="false" value="${escapeHtml(p.betza)}"></label></div>
        <label class="dz-flag"><input type="radio" name="dz-royal" data-piece="royal"${p.royal ? ' checked' : ''}> ${t('designer-royal')}</label>
        <div class="dz-field dz-pseudo-royal" data-field="piece[${n}].pseudo_royal"><label class="dz-flag"><input type="checkbox" data-piece="pseudo_royal"${p.pseudo_royal ? ' checked' : ''}> ${t('designer-pseudo-royal')}</label></div>
        <label class="dz-flag"><input type="checkbox" data-piece="pawn"${p.pawn ? ' checked' : ''}> ${t('designer-pawn')}</label>
        <div class="dz-field dz-promotes-to" data-field="piece[${n}].promotes_to"><label>${t('designer-promotes-to')} <select data-piece="promotes_to"></select></label></div>
        <div class="dz-field dz-region" data-field="piece[${n}].region"><label>${t('designer-region')} <input data-piece="region" maxlength="400" autocomplete="off" spellcheck="false" placeholder="d1-f3" value="${escapeHtml((p.region ?? []).join(' '))}"></label></div>
        <div class="dz-field dz-first-move-right" data-field="piece[${n}].first_move_right"><label class="dz-flag" title="${escapeHtml(t('designer-first-move-right-note'))}"><input type="checkbox" data-piece="first_move_right"${p.first_move_right ? ' checked' : ''}> ${t('designer-first-move-right')}</label></div>
        <div class="dz-field dz-initial-ranks" data-field="piece[${n}].initial_ranks"><label>${t('designer-initial-ranks')} <input data-piece="initial_ranks" size="6" maxlength="100" autocomplete="off" spellcheck="false" title="${escapeHtml(t('designer-initial-ranks-note'))}" value="${escapeHtml((p.initial_ranks ?? []).join(' '))}"></label></div>
        <div class="dz-field dz-zone-ranks" data-field="piece[${n}].zone_moves.ranks"><label>${t('designer-zone-ranks')} <input type="number" data-piece="zone_ranks" min="0" max="99" value="${p.zone_moves?.ranks ?? 0}"></label></div>
        <div class="dz-field dz-zone-betza" data-field="piece[${n}].zone_moves.betza"><label>${t('designer-zone-betza')} <input data-piece="zone_betza" maxlength="200" autocomplete="off" spellcheck="false" value="${escapeHtml(p.zone_moves?.betza ?? '')}"></label></div>
        <div class="dz-field dz-line-moves" data-field="piece[${n}].line_moves"><label>${t('designer-line-moves')} <input data-piece="line_moves" maxlength="200" autocomplete="off" spellcheck="false" title="${escapeHtml(t('designer-line-moves-note'))}" value="${escapeHtml(p.line_moves ?? '')}"></label></div>
        <div class="dz-field dz-no-hop-over" data-field="piece[${n}].no_hop_over"><label>${t('designer-no-hop-over')} <input data-piece="no_hop_over" size="6" maxlength="100" autocomplete="off" spellcheck="false" title="${escapeHtml(t('designer-no-hop-over-note'))}" value="${escapeHtml((p.no_hop_over ?? []).join(' '))}"></label></div>
        <button type="button" data-act="remove" aria-label="${escapeHtml(t('designer-remove-piece', { piece: p.name || p.letter }))}">${t('designer-remove')}</button>
      </li>`;
    });
    this.part('[data-el="rows"]').innerHTML = rows.join('');
    this.letters = this.form.pieces.map((p) => p.letter);
    this.showPromotesTo();
    this.box?.dispose();
    this.box = undefined;
  }

  /** Each row's "promotes to" choices: none, or another piece that is not royal (the rules
   *  say when it cannot be one). A value the choices lack (a letter being typed) stays shown. */
  private showPromotesTo(): void {
    const pieces = this.form.pieces;
    for (const sel of this.el.querySelectorAll<HTMLSelectElement>('select[data-piece="promotes_to"]')) {
      const index = Number(sel.closest<HTMLElement>('[data-index]')!.dataset.index);
      const value = pieces[index]?.promotes_to ?? '';
      const options: [string, string][] = [['', t('designer-promotes-to-none')]];
      for (const [i, p] of pieces.entries()) if (i !== index && !p.royal && /^[A-Z]$/.test(p.letter)) options.push([p.letter, `${p.letter} · ${p.name}`]);
      if (value && !options.some(([v]) => v === value)) options.push([value, value]);
      const html = options.map(([v, l]) => `<option value="${escapeHtml(v)}">${escapeHtml(l)}</option>`).join('');
      if (sel.dataset.options !== html) {
        sel.dataset.options = html;
        sel.innerHTML = html;
      }
      sel.value = value;
    }
  }

  private select(index: number): void {
    if (index === this.selected) return;
    this.selected = index;
    for (const row of this.el.querySelectorAll<HTMLElement>('[data-index]')) {
      if (Number(row.dataset.index) === index) row.setAttribute('aria-current', 'true');
      else row.removeAttribute('aria-current');
    }
    this.box?.dispose();
    this.box = undefined;
    void this.showMoves();
  }

  /** The chosen piece's diagram and words, on the game's board. */
  private async showMoves(): Promise<void> {
    const piece: FormPiece | undefined = this.form.pieces[this.selected];
    const title = this.part('[data-el="movesTitle"]');
    if (!piece) {
      title.textContent = '';
      this.part('[data-el="diagram"]').replaceChildren();
      this.part('[data-el="words"]').replaceChildren();
      return;
    }
    title.textContent = t('designer-moves-of', { piece: piece.name || piece.letter });
    const input = this.el.querySelector<HTMLInputElement>(`[data-index="${this.selected}"] [data-piece="betza"]`);
    if (!input) return;
    this.box ??= new BetzaBox({
      input,
      problem: this.part('[data-el="betzaProblem"]'),
      figure: this.part('[data-el="diagram"]'),
      explained: this.part('[data-el="words"]'),
      built: (betza) => this.edit(this.selected, { betza }),
    });
    await this.box.show(Math.min(this.form.files, 16), Math.min(this.form.ranks, 16));
  }

  private edit(index: number, change: Partial<FormPiece>): void {
    const f: VariantForm = structuredClone(this.form);
    Object.assign(f.pieces[index], change);
    // Written only when set, as the file omits the default.
    if (change.first_move_right === false) delete f.pieces[index].first_move_right;
    if ('line_moves' in change && !change.line_moves) delete f.pieces[index].line_moves;
    if ('no_hop_over' in change && !change.no_hop_over?.length) delete f.pieces[index].no_hop_over;
    if (change.royal) f.pieces.forEach((p, i) => (p.royal = i === index));
    this.form = f;
    this.events.changed(f, false);
  }

  private input(e: Event): void {
    const el = e.target as HTMLInputElement;
    if (el.dataset.el === 'noRoyal') {
      if (e.type === 'change' && el.checked) this.noRoyal();
      return;
    }
    const what = el.dataset.piece;
    const row = el.closest<HTMLElement>('[data-index]');
    if (!what || !row) return;
    const index = Number(row.dataset.index);
    if (what === 'letter') {
      if (e.type !== 'input') return;
      const letter = el.value.toUpperCase();
      el.value = letter;
      this.form = renameLetter(this.form, index, letter, this.letters[index]);
      if (/^[A-Z]$/.test(letter) && this.form.pieces.filter((p) => p.letter === letter).length === 1) this.letters[index] = letter;
      const icon = row.querySelector<HTMLElement>('.piece-icon')!;
      icon.className = `piece-icon ${letter.toLowerCase()}-piece white`;
      ensurePieceStyles('classic', /^[A-Z]$/.test(letter) ? [letter.toLowerCase()] : []);
      this.events.changed(this.form, true);
    } else if (what === 'name' && e.type === 'input') this.edit(index, { name: el.value });
    else if (what === 'betza' && e.type === 'input') {
      this.edit(index, { betza: el.value.trim() });
      void this.showMoves();
    } else if (what === 'royal' && e.type === 'change') this.edit(index, { royal: true });
    else if (what === 'pseudo_royal' && e.type === 'change') this.edit(index, { pseudo_royal: el.checked });
    else if (what === 'pawn' && e.type === 'change') this.edit(index, { pawn: el.checked });
    else if (what === 'first_move_right' && e.type === 'change') this.edit(index, { first_move_right: el.checked });
    else if (what === 'promotes_to' && e.type === 'change') this.edit(index, { promotes_to: el.value || null });
    else if (what === 'region' && e.type === 'input') {
      // Squares and rectangles by spaces or commas; the rules say which entry is no square.
      const region = el.value.toLowerCase().split(/[\s,]+/).filter((x) => x !== '');
      this.edit(index, { region });
    } else if (what === 'line_moves' && e.type === 'input') {
      // Empty: no moves along the lines, and the file says nothing.
      this.edit(index, { line_moves: el.value.trim() || undefined });
    } else if (what === 'no_hop_over' && e.type === 'input') {
      // Letters by spaces or commas (`C`, `C R`), as capitals; the rules say which is no piece's.
      const letters = el.value.toUpperCase().split(/[\s,]+/).filter((x) => x !== '');
      this.edit(index, { no_hop_over: letters });
    } else if (what === 'initial_ranks' && e.type === 'input') {
      // Rank numbers by spaces or commas; none: the ranks it starts on.
      this.edit(index, { initial_ranks: rankList(el.value) });
    } else if ((what === 'zone_ranks' && e.type === 'change') || (what === 'zone_betza' && e.type === 'input')) {
      // Both fields make the piece's zone moves: none while the ranks are 0 or the Betza empty.
      const rowInput = (name: string) => row.querySelector<HTMLInputElement>(`[data-piece="${name}"]`)!;
      const ranks = Math.max(0, Math.min(99, Math.trunc(Number(rowInput('zone_ranks').value)) || 0));
      const betza = rowInput('zone_betza').value.trim();
      this.edit(index, { zone_moves: ranks > 0 && betza ? { ranks, betza } : null });
    }
  }

  /** No piece royal any more: every row's royal choice let go. */
  private noRoyal(): void {
    const f: VariantForm = structuredClone(this.form);
    for (const p of f.pieces) p.royal = false;
    this.form = f;
    this.events.changed(f, false);
  }

  private click(e: MouseEvent): void {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-act]');
    if (!button || button.disabled) return;
    const act = button.dataset.act;
    if (act === 'remove') {
      const index = Number(button.closest<HTMLElement>('[data-index]')!.dataset.index);
      this.changeStructure(removePiece(this.form, index));
    } else if (act === 'new-piece') {
      const f = addPiece(this.form, { letter: 'X', fileName: t('designer-new-piece-name'), betza: 'W', royal: false, pawn: false });
      if (f) {
        this.selected = f.pieces.length - 1;
        this.changeStructure(f);
        this.el.querySelector<HTMLInputElement>(`[data-index="${this.selected}"] [data-piece="betza"]`)?.focus();
      }
    } else if (act === 'palette') {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      const list = this.part('[data-el="palette"]');
      list.hidden = !open;
      if (open) this.renderPalette(list);
    } else if (act === 'take') {
      const p = this.palette[Number(button.dataset.palette)];
      const f = p && addPiece(this.form, p);
      if (f) {
        this.selected = f.pieces.length - 1;
        this.changeStructure(f);
      }
    }
  }

  private changeStructure(f: VariantForm): void {
    this.form = f;
    this.renderRows();
    this.events.changed(f, true);
  }

  private renderPalette(list: HTMLElement): void {
    const groups = new Map<string, string[]>();
    this.palette.forEach((p, i) => {
      const button = `<button type="button" class="dz-take" data-act="take" data-palette="${i}" title="${escapeHtml(p.betza)}">
        <strong>${escapeHtml(p.name)}</strong> <code>${escapeHtml(p.betza)}</code></button>`;
      groups.set(p.group, [...(groups.get(p.group) ?? []), button]);
    });
    list.innerHTML = [...groups]
      .map(([group, buttons]) => `<div class="dz-palette-group" role="group" aria-label="${escapeHtml(group)}"><h4>${escapeHtml(group)}</h4>${buttons.join('')}</div>`)
      .join('');
  }
}
