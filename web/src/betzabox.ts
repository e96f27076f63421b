// A Betza text field's companion (the Betza lab and the variant designer): the piece's move
// diagram on an empty board of the game's size, each group of letters in words, and a mistake
// shown at the field with its column marked, in the page's language. Clicking the squares
// around the piece builds a leaper's Betza the other way. The diagram and the words come from
// the rules in WebAssembly (crates/rules: betza_diagram, betza_explain), the code that plays.
import { loadRules } from './engine/client';
import { drawDiagram, legendList } from './diagram';
import { betzaOf, click, setFromSquares, type LeapSet } from './betzabuild';
import { betzaList, explainBetza, type BetzaExplained } from './betzawords';
import { squareAt } from './board';
import { has, t } from './i18n';
import type { PieceDiagramView, VariantView } from './protocol';

/** A Betza error as the rules give it (crates/wasm `explainBetza`, `betzaDiagram`). */
export type BetzaError = Extract<BetzaExplained, { error: unknown }>['error'] & { kind: string; detail: string };

/** The board the diagram is drawn on: a plain chess-like board of the chosen size. */
function boardOf(files: number, ranks: number): VariantView {
  return {
    id: 'betza-lab',
    name: '',
    files,
    ranks,
    first_rank_label: 1,
    start_fen: '',
    pieces: [{ letter: 'Q', name: '', betza: '' }],
    transforms: [],
  } as unknown as VariantView;
}

/** The error in the page's language, from its kind (the parser's English as a last resort). */
export function betzaErrorText(e: BetzaError): string {
  const id = `betza-error-${e.kind}`;
  const reason = has(id) ? t(id, { detail: e.detail }) : e.message;
  return e.kind === 'board' ? reason : t('betza-error', { column: e.column, message: reason });
}

/** Shows a Betza error in `problem` (its text, then the Betza with the character at fault
 *  marked) and marks `input` invalid. */
export function showBetzaError(input: HTMLInputElement, problem: HTMLElement, text: string, e: BetzaError): void {
  input.setAttribute('aria-invalid', 'true');
  problem.hidden = false;
  problem.replaceChildren(betzaErrorText(e));
  if (e.column > 0) {
    // The text with the character at fault marked (one past the end: a missing letter).
    const code = document.createElement('code');
    const at = e.column - 1;
    const mark = document.createElement('mark');
    mark.textContent = text.slice(at, at + 1) || ' ';
    code.append(text.slice(0, at), mark, text.slice(at + 1));
    problem.append(' ', code);
  }
}

export interface BetzaBoxParts {
  /** The Betza text field. */
  input: HTMLInputElement;
  /** Where a mistake is said (the field's `aria-describedby`). */
  problem: HTMLElement;
  /** Where the diagram is drawn (a `figure`). */
  figure: HTMLElement;
  /** Where the words go. */
  explained: HTMLElement;
  /** A click on the diagram built a new Betza text (already in the field). */
  built: (betza: string) => void;
}

/**
 * The diagram, words and mistakes of one Betza field.
 *
 * ```ts
 * const box = new BetzaBox({ input, problem, figure, explained, built: () => save() });
 * await box.show(8, 8); // after every change of the field or the board size
 * ```
 */
export class BetzaBox {
  private leaps: LeapSet = new Map();
  private centre = '';
  private shown = 0; // the latest update wins when several are in flight
  private alive = true;
  private board = { files: 8, ranks: 8 };

  constructor(private readonly parts: BetzaBoxParts) {
    parts.figure.addEventListener('click', (e) => {
      const frame = parts.figure.querySelector<HTMLElement>('.board-frame');
      const square = frame && squareAt(frame, e.clientX, e.clientY);
      if (!square || !this.centre) return;
      const dx = square.charCodeAt(0) - this.centre.charCodeAt(0);
      const dy = Number(square.slice(1)) - Number(this.centre.slice(1));
      const next = click(this.leaps, dx, dy);
      if (next === this.leaps) return;
      parts.input.value = betzaOf(next);
      parts.built(parts.input.value);
      void this.show(this.board.files, this.board.ranks);
    });
  }

  /** Draws and explains the field's text on an empty `files` x `ranks` board; resolves to
   *  whether the text is good Betza. */
  async show(files: number, ranks: number): Promise<boolean> {
    const { input, problem, figure, explained } = this.parts;
    const mine = ++this.shown;
    this.board = { files, ranks };
    const text = input.value.trim();
    const bindings = await loadRules();
    if (!this.alive || mine !== this.shown) return false;
    const answer = JSON.parse(bindings.betzaDiagram(text, 'Q', files, ranks)) as PieceDiagramView | { error: BetzaError };
    figure.replaceChildren();
    explained.replaceChildren();
    if ('error' in answer) {
      showBetzaError(input, problem, text, answer.error);
      this.centre = '';
      return false;
    }
    input.removeAttribute('aria-invalid');
    problem.hidden = true;
    const used = drawDiagram(figure, boardOf(files, ranks), answer);
    // Clicking squares builds a leaper: from the squares drawn when the text is one, else anew.
    const explainedNow = await explainBetza(text);
    if (!this.alive || mine !== this.shown) return true;
    const leaper =
      'groups' in explainedNow &&
      explainedNow.groups.every((g) => g.movements.every((m) => m.range === 1 && m.hop === 'none' && !m.lame && !m.initial));
    this.leaps = leaper ? setFromSquares(answer.square, answer.moves, answer.captures) : new Map();
    this.centre = answer.square;
    figure.appendChild(legendList(used));
    const words = await betzaList(text);
    if (this.alive && mine === this.shown) explained.replaceChildren(words);
    return true;
  }

  /** Stops answers still in flight from drawing. */
  dispose(): void {
    this.alive = false;
  }
}
