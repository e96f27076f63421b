// The board's picker: when a move or a drop has more than one form (a pawn's new piece, a
// shogi-style piece promoting or not, a piece of the hand going down either side up), a column
// of the pieces it may leave on the square, standing on that square and running towards the
// board's middle, the first choice on the square itself. Each choice is a button named by its
// piece; Escape, or a click beside the column, closes it without a choice.
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
  const file = o.square.charCodeAt(0) - 97;
  const rank = parseInt(o.square.slice(1), 10) - 1;
  const white = o.orientation === 'white';
  const col = white ? file : o.files - 1 - file;
  const row = white ? o.ranks - 1 - rank : rank; // from the top
  const down = row < o.ranks / 2;
  const picker = document.createElement('div');
  picker.className = 'promotion-picker';
  picker.setAttribute('role', 'dialog');
  picker.setAttribute('aria-label', o.title);
  const column = document.createElement('div');
  column.className = 'promotion-column';
  const maxRows = Math.min(o.choices.length, o.ranks);
  column.style.left = `${(col * 100) / o.files}%`;
  column.style.width = `${100 / o.files}%`;
  // Kept on the board: a long column near an edge starts a little further in.
  const top = down ? Math.min(row, o.ranks - maxRows) : Math.max(0, row - maxRows + 1);
  column.style.top = `${(top * 100) / o.ranks}%`;
  column.style.height = `${(maxRows * 100) / o.ranks}%`;
  // The first choice first for the keyboard and screen readers; drawn from the bottom up when
  // the column runs upwards.
  if (!down) column.style.flexDirection = 'column-reverse';
  let close = () => {};
  const buttons = o.choices.map((c) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `promotion-choice piece-icon ${roleOfToken(c.token)} ${o.colour}${c.stay ? ' promotion-stay' : ''}`;
    b.dataset.promote = c.token;
    b.title = c.label;
    b.setAttribute('aria-label', c.label);
    b.style.height = `${100 / maxRows}%`;
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      close();
      o.onPick(c.uci);
    });
    return b;
  });
  column.append(...buttons);
  picker.appendChild(column);
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
