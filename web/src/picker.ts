// The board's picker: when a move or a drop has more than one form (a pawn's new piece, a
// shogi-style piece promoting or not, a piece of the hand going down either side up), a column
// of the pieces it may leave on the square, standing on that square and running towards the
// board's middle, the first choice on the square itself. Each choice is a button named by its
// piece; Escape, or a click beside the column, closes it without a choice. Choices may stand on
// squares of their own (castling's gating: the pieces entering on the king's square in one
// column, those entering on the rook's in another), each marked with its square's name, and
// one may be "no piece" (a move that lets nothing in), drawn as an empty ring.
import type { Color } from './protocol';
import { roleOfToken } from './promotions';

export interface PickerChoice {
  /** The piece the choice leaves on the square, as a token (`q`, `+s`, `s`). */
  token: string;
  /** Its name, said by the button. */
  label: string;
  /** The move played when it is chosen. */
  uci: string;
  /** The choice of not promoting, marked apart (a pawn that stays one). */
  stay?: boolean;
  /** The choice of no piece at all (gating's plain move): drawn as an empty ring. */
  none?: boolean;
  /** The square (wire name) whose column it stands in; absent: the picker's square. */
  square?: string;
  /** A short text drawn on the button (the square's name, as the board labels it). */
  note?: string;
}

export interface PickerOptions {
  /** The board frame the picker covers. */
  frame: HTMLElement;
  files: number;
  ranks: number;
  orientation: Color;
  /** The square (wire name) the choices stand on. */
  square: string;
  /** The colour of the pieces drawn. */
  colour: Color;
  /** The dialog's name. */
  title: string;
  choices: PickerChoice[];
  onPick: (uci: string) => void;
  onCancel: () => void;
}

/** Opens the picker over `frame`; returns what closes it (without calling either callback). */
export function openPicker(o: PickerOptions): () => void {
  const white = o.orientation === 'white';
  const picker = document.createElement('div');
  picker.className = 'promotion-picker';
  picker.setAttribute('role', 'dialog');
  picker.setAttribute('aria-label', o.title);
  let close = () => {};
  // The choices by the square they stand on, in their order (the picker's own square first).
  const groups = new Map<string, PickerChoice[]>();
  for (const c of o.choices) {
    const at = c.square ?? o.square;
    groups.set(at, [...(groups.get(at) ?? []), c]);
  }
  const buttons: HTMLButtonElement[] = [];
  for (const [square, choices] of groups) {
    const file = square.charCodeAt(0) - 97;
    const rank = parseInt(square.slice(1), 10) - 1;
    const col = white ? file : o.files - 1 - file;
    const row = white ? o.ranks - 1 - rank : rank; // from the top
    const down = row < o.ranks / 2;
    const column = document.createElement('div');
    column.className = 'promotion-column';
    column.dataset.square = square;
    const maxRows = Math.min(choices.length, o.ranks);
    column.style.left = `${(col * 100) / o.files}%`;
    column.style.width = `${100 / o.files}%`;
    // Kept on the board: a long column near an edge starts a little further in.
    const top = down ? Math.min(row, o.ranks - maxRows) : Math.max(0, row - maxRows + 1);
    column.style.top = `${(top * 100) / o.ranks}%`;
    column.style.height = `${(maxRows * 100) / o.ranks}%`;
    // The first choice first for the keyboard and screen readers; drawn from the bottom up when
    // the column runs upwards.
    if (!down) column.style.flexDirection = 'column-reverse';
    for (const c of choices) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = c.none
        ? 'promotion-choice promotion-none'
        : `promotion-choice piece-icon ${roleOfToken(c.token)} ${o.colour}${c.stay ? ' promotion-stay' : ''}`;
      b.dataset.promote = c.token;
      b.dataset.uci = c.uci;
      if (c.square) b.dataset.square = c.square;
      b.title = c.label;
      b.setAttribute('aria-label', c.label);
      b.style.height = `${100 / maxRows}%`;
      if (c.none) b.innerHTML = '<svg viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="26" fill="none" stroke="currentColor" stroke-width="7"/><path d="M32 68 L68 32" stroke="currentColor" stroke-width="7" stroke-linecap="round"/></svg>';
      if (c.note) {
        const note = document.createElement('span');
        note.className = 'promotion-note';
        note.setAttribute('aria-hidden', 'true');
        note.textContent = c.note;
        b.appendChild(note);
      }
      b.addEventListener('click', (e) => {
        e.stopPropagation();
        close();
        o.onPick(c.uci);
      });
      column.appendChild(b);
      buttons.push(b);
    }
    picker.appendChild(column);
  }
  picker.addEventListener('click', () => {
    close();
    o.onCancel();
  });
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    close();
    o.onCancel();
  };
  document.addEventListener('keydown', onKey);
  close = () => {
    document.removeEventListener('keydown', onKey);
    picker.remove();
  };
  o.frame.appendChild(picker);
  // The first choice (the one on the square) takes the focus: Tab and Enter choose from the
  // keyboard, and a screen reader is in the dialog.
  buttons[0]?.focus({ preventScroll: true });
  return () => close();
}
