// The Betza lab, `/betza?b=…&files=…&ranks=…`: type a piece's Betza text and see, as you
// type, where it goes on an empty board and what each group of letters means in words; a
// mistake is shown at the field, with its column marked, in the page's language. The diagram
// and the words come from the rules in WebAssembly (crates/rules: betza_diagram,
// betza_explain), the same code that plays the games.
import { loadRules } from './engine/client';
import { drawDiagram, legendList } from './diagram';
import { betzaOf, click, setFromSquares, type LeapSet } from './betzabuild';
import { betzaList, explainBetza, type BetzaExplained } from './betzawords';
import { squareAt } from './pieceinfo';
import { has, language, t } from './i18n';
import { escapeHtml } from './movelist';
import type { PieceDiagramView, VariantView } from './protocol';

type BetzaError = Extract<BetzaExplained, { error: unknown }>['error'] & { kind: string; detail: string };

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

/** Keeps a number field's value within its limits. */
function clamp(value: string | null, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(16, Math.max(2, n)) : fallback;
}

/** The error in the page's language, from its kind (the parser's English as a last resort). */
function errorText(e: BetzaError): string {
  const id = `betza-error-${e.kind}`;
  const reason = has(id) ? t(id, { detail: e.detail }) : e.message;
  return e.kind === 'board' ? reason : t('betza-error', { column: e.column, message: reason });
}

export async function betzaLab(root: HTMLElement): Promise<() => void> {
  const query = new URLSearchParams(location.search);
  document.title = `${t('betza-lab-title')} · ${t('site-title')}`;
  root.innerHTML = `<article class="betza-lab" data-lang="${language()}">
    <h1>${escapeHtml(t('betza-lab-title'))}</h1>
    <p>${escapeHtml(t('betza-lab-intro'))}</p>
    <form class="betza-form" novalidate>
      <label class="betza-field">${escapeHtml(t('betza-lab-label'))}
        <input id="betza-text" name="b" autocomplete="off" spellcheck="false" aria-describedby="betza-problem" maxlength="200">
      </label>
      <label>${escapeHtml(t('betza-lab-files'))} <input id="betza-files" type="number" min="2" max="16"></label>
      <label>${escapeHtml(t('betza-lab-ranks'))} <input id="betza-ranks" type="number" min="2" max="16"></label>
      <p id="betza-problem" class="field-error" role="alert" hidden></p>
    </form>
    <p class="betza-build-hint">${escapeHtml(t('betza-lab-click'))}</p>
    <div class="betza-result">
      <figure class="piece-diagram betza-diagram"></figure>
      <div class="betza-explained"></div>
    </div>
    <p class="betza-help"><a href="/rules" data-link>${escapeHtml(t('nav-rules'))}</a></p>
  </article>`;
  const input = root.querySelector<HTMLInputElement>('#betza-text')!;
  const filesInput = root.querySelector<HTMLInputElement>('#betza-files')!;
  const ranksInput = root.querySelector<HTMLInputElement>('#betza-ranks')!;
  const problem = root.querySelector<HTMLElement>('#betza-problem')!;
  const figure = root.querySelector<HTMLElement>('.betza-diagram')!;
  const explained = root.querySelector<HTMLElement>('.betza-explained')!;
  input.value = query.get('b') ?? 'fmWfcFifmnD';
  filesInput.value = String(clamp(query.get('files'), 8));
  ranksInput.value = String(clamp(query.get('ranks'), 8));
  root.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault());

  let alive = true;
  let shown = 0; // the latest update wins when several are in flight
  const rules = loadRules();

  const showError = (text: string, e: BetzaError) => {
    input.setAttribute('aria-invalid', 'true');
    problem.hidden = false;
    problem.replaceChildren(errorText(e));
    if (e.column > 0) {
      // The text with the character at fault marked (one past the end: a missing letter).
      const code = document.createElement('code');
      const at = e.column - 1;
      const mark = document.createElement('mark');
      mark.textContent = text.slice(at, at + 1) || ' ';
      code.append(text.slice(0, at), mark, text.slice(at + 1));
      problem.append(' ', code);
    }
  };

  const update = async () => {
    const mine = ++shown;
    const text = input.value.trim();
    const files = clamp(filesInput.value, 8);
    const ranks = clamp(ranksInput.value, 8);
    const url = new URL(location.href);
    url.searchParams.set('b', text);
    url.searchParams.set('files', String(files));
    url.searchParams.set('ranks', String(ranks));
    history.replaceState(null, '', url);
    const bindings = await rules;
    if (!alive || mine !== shown) return;
    const answer = JSON.parse(bindings.betzaDiagram(text, 'Q', files, ranks)) as PieceDiagramView | { error: BetzaError };
    figure.replaceChildren();
    explained.replaceChildren();
    if ('error' in answer) {
      showError(text, answer.error);
      return;
    }
    input.removeAttribute('aria-invalid');
    problem.hidden = true;
    const used = drawDiagram(figure, boardOf(files, ranks), answer);
    // Clicking squares builds a leaper: from the squares drawn when the text is one, else anew.
    const explainedNow = await explainBetza(text);
    if (!alive || mine !== shown) return;
    const leaper =
      'groups' in explainedNow &&
      explainedNow.groups.every((g) => g.movements.every((m) => m.range === 1 && m.hop === 'none' && !m.lame && !m.initial));
    leaps = leaper ? setFromSquares(answer.square, answer.moves, answer.captures) : new Map();
    centre = answer.square;
    figure.appendChild(legendList(used));
    const words = await betzaList(text);
    if (alive && mine === shown) explained.replaceChildren(words);
  };

  let leaps: LeapSet = new Map();
  let centre = '';
  figure.addEventListener('click', (e) => {
    const frame = figure.querySelector<HTMLElement>('.board-frame');
    const square = frame && squareAt(frame, e.clientX, e.clientY);
    if (!square || !centre) return;
    const dx = square.charCodeAt(0) - centre.charCodeAt(0);
    const dy = Number(square.slice(1)) - Number(centre.slice(1));
    const next = click(leaps, dx, dy);
    if (next === leaps) return;
    input.value = betzaOf(next);
    void update();
  });

  let timer: number | undefined;
  const soon = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void update(), 120);
  };
  for (const el of [input, filesInput, ranksInput]) el.addEventListener('input', soon);
  await update();
  return () => {
    alive = false;
    window.clearTimeout(timer);
  };
}
