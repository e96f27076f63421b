// The board editor's form: side to move, the castling rights the game's FEN can hold (one box
// each), the en-passant square (the squares the rules accept there), the halfmove clock and
// move number, and the FEN itself, which shows the position as it is edited and takes a pasted
// one. Games without castling or en passant show no such control. A box changed keeps the other
// letters of the castling field (S-chess's gates). In a Chess960 game the boxes read and write
// the rooks' files (castle960.ts), and each ticked box says its rook's square.
import { t } from '../i18n';
import type { VariantView } from '../protocol';
import { castlingField, writeFen, type FenFields } from './fen';
import type { SetupFacts } from './rules';

export interface ControlHandlers {
  /** A control changed: the fields as they now are. */
  changed(fields: FenFields): void;
  /** The FEN text was edited. */
  typed(text: string): void;
}

/** How the castling boxes read the castling field and write it: by its letters `KQkq`, the
 *  others kept (S-chess's gates), or a game's own way (Chess960: castle960.ts). */
export interface CastlingBoxes {
  /** The rights (`K`, `Q`, `k`, `q`) whose boxes the fields tick. */
  ticked(f: FenFields): Set<string>;
  /** The castling field with the boxes of `rights` ticked, from the fields as they were. */
  write(f: FenFields, rights: Set<string>): string;
  /** The square of each ticked right's rook, shown beside its box (Chess960). */
  rookSquares?(f: FenFields): Map<string, string>;
}

/** The boxes of the usual games: a box is its letter in the field. */
export const LETTER_BOXES: CastlingBoxes = {
  ticked: (f) => new Set([...f.castling].filter((c) => 'KQkq'.includes(c))),
  write: (f, rights) => castlingField(rights, f.castling),
};

const RIGHT_KEYS: Record<string, string> = {
  K: 'editor-castle-white-short',
  Q: 'editor-castle-white-long',
  k: 'editor-castle-black-short',
  q: 'editor-castle-black-long',
};

export class Controls {
  private fields!: FenFields;
  private readonly form: HTMLFormElement;
  private readonly fen: HTMLInputElement;

  constructor(
    parent: HTMLElement,
    v: VariantView,
    facts: SetupFacts,
    private readonly h: ControlHandlers,
    private readonly boxes: CastlingBoxes = LETTER_BOXES,
  ) {
    const castling = facts.castling
      .map((r) => `<label class="editor-check"><input type="checkbox" name="castle" value="${r}"> ${t(RIGHT_KEYS[r])}<span class="editor-castle-rook" data-rook="${r}"></span></label>`)
      .join('');
    parent.innerHTML = `<form class="editor-controls" data-game="${v.id}">
      <fieldset class="editor-turn"><legend>${t('editor-turn')}</legend>
        <label><input type="radio" name="turn" value="w"> ${t('colour-choice-white')}</label>
        <label><input type="radio" name="turn" value="b"> ${t('colour-choice-black')}</label>
      </fieldset>
      ${castling ? `<fieldset class="editor-castling"><legend>${t('editor-castling')}</legend>${castling}</fieldset>` : ''}
      ${facts.en_passant ? `<label class="editor-field">${t('editor-en-passant')} <select name="ep"></select></label>` : ''}
      <label class="editor-field">${t('editor-halfmove')} <input type="number" name="halfmove" min="0" step="1" inputmode="numeric"></label>
      <label class="editor-field">${t('editor-fullmove')} <input type="number" name="fullmove" min="1" step="1" inputmode="numeric"></label>
      <label class="editor-fen-label">FEN <input type="text" name="fen" class="fen-text editor-fen" spellcheck="false" autocomplete="off"></label>
    </form>`;
    this.form = parent.querySelector('form')!;
    this.fen = this.form.querySelector<HTMLInputElement>('input[name="fen"]')!;
    this.form.addEventListener('submit', (e) => e.preventDefault());
    // `input` comes from boxes, radios and selects too.
    this.form.addEventListener('input', (e) => {
      if (e.target === this.fen) this.h.typed(this.fen.value);
      else this.h.changed(this.read());
    });
  }

  /** The FEN as typed. */
  text(): string {
    return this.fen.value;
  }

  /** Shows the fields; `writeText` also rewrites the FEN box (not while the user types in it). */
  show(f: FenFields, epSquares: string[], writeText: boolean): void {
    this.fields = f;
    for (const r of this.form.querySelectorAll<HTMLInputElement>('input[name="turn"]')) r.checked = r.value === f.turn;
    const ticked = this.boxes.ticked(f);
    for (const c of this.form.querySelectorAll<HTMLInputElement>('input[name="castle"]')) c.checked = ticked.has(c.value);
    const rooks = this.boxes.rookSquares?.(f);
    for (const span of this.form.querySelectorAll<HTMLElement>('[data-rook]')) {
      const square = rooks?.get(span.dataset.rook ?? '');
      span.textContent = square ? ` · ${square}` : '';
    }
    const ep = this.form.querySelector<HTMLSelectElement>('select[name="ep"]');
    if (ep) {
      const options = ['-', ...epSquares];
      if (!options.includes(f.enPassant)) options.push(f.enPassant);
      ep.innerHTML = options.map((s) => `<option value="${s}">${s === '-' ? t('editor-en-passant-none') : s}</option>`).join('');
      ep.value = f.enPassant;
    }
    const number = (name: string, value: string) => {
      const input = this.form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      if (input.value !== value && document.activeElement !== input) input.value = value;
    };
    number('halfmove', f.halfmove);
    number('fullmove', f.fullmove);
    if (writeText) this.fen.value = writeFen(f);
  }

  private read(): FenFields {
    const value = (name: string) => this.form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
    const turn = this.form.querySelector<HTMLInputElement>('input[name="turn"]:checked')?.value ?? this.fields.turn;
    const rights = new Set([...this.form.querySelectorAll<HTMLInputElement>('input[name="castle"]:checked')].map((c) => c.value));
    const hasBoxes = this.form.querySelector('input[name="castle"]') !== null;
    const ep = this.form.querySelector<HTMLSelectElement>('select[name="ep"]');
    return {
      ...this.fields,
      turn,
      castling: hasBoxes ? this.boxes.write(this.fields, rights) : this.fields.castling,
      enPassant: ep ? ep.value : this.fields.enPassant,
      halfmove: value('halfmove').trim() === '' ? this.fields.halfmove : value('halfmove').trim(),
      fullmove: value('fullmove').trim() === '' ? this.fields.fullmove : value('fullmove').trim(),
    };
  }
}
