// Small parts of the designer's form, shared by its field modules: a labelled field, a tick box,
// a box of one tick per piece, and a list of squares as typed.
import { escapeHtml } from '../movelist';
import type { FormPiece, VariantForm } from './model';

/** A labelled input (`input`, as HTML) for the form's field `path`, with a note under it. */
export function field(path: string, label: string, input: string, note = ''): string {
  return `<div class="dz-field" data-field="${path}"><label>${escapeHtml(label)} ${input}</label>${note ? `<small>${escapeHtml(note)}</small>` : ''}</div>`;
}

/** A tick box for the form's field `path`, with a note under it. */
export function check(path: string, label: string, note = ''): string {
  return `<div class="dz-field dz-check" data-field="${path}"><label><input type="checkbox" data-path="${path}"> ${escapeHtml(label)}</label>${note ? `<small>${escapeHtml(note)}</small>` : ''}</div>`;
}

/** A box of one tick per piece of the form (`path` names the list it edits), those of `chosen`
 *  ticked. `offer`: the pieces the list may name (all by default); a piece it may not name is
 *  shown anyway while chosen (a hand-written file), for the rules' objection to be seen and the
 *  tick taken off. Rebuilt only when the pieces offered change, so a box just ticked keeps the
 *  focus. */
export function pieceChoices(box: HTMLElement, form: VariantForm, path: string, chosen: string[], offer: (p: FormPiece) => boolean = () => true): void {
  const offered = form.pieces.filter((x) => offer(x) || chosen.includes(x.letter));
  const pieces = offered.map((x) => `${x.letter}:${x.name}`).join(',');
  if (box.dataset.pieces !== pieces) {
    box.dataset.pieces = pieces;
    box.innerHTML = offered
      .map(
        (x) =>
          `<label class="dz-choice"><input type="checkbox" data-path="${path}" value="${escapeHtml(x.letter)}"> ${escapeHtml(x.letter)} · ${escapeHtml(x.name)}</label>`,
      )
      .join('');
  }
  for (const input of box.querySelectorAll<HTMLInputElement>('input')) input.checked = chosen.includes(input.value);
}

/** Square names and rectangles (`a5-a8`) typed by spaces or commas, lower case; the rules say
 *  which is no square of the board. */
export function squareList(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((x) => x !== '');
}

