// The Betza lab, `/betza?b=…&files=…&ranks=…`: type a piece's Betza text and see, as you
// type, where it goes on an empty board and what each group of letters means in words; a
// mistake is shown at the field, with its column marked, in the page's language (betzabox.ts,
// which the variant designer uses too).
import { BetzaBox } from './betzabox';
import { language, t } from './i18n';
import { escapeHtml } from './movelist';

/** Keeps a number field's value within its limits. */
function clamp(value: string | null, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? Math.min(16, Math.max(2, n)) : fallback;
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

  /** Keeps the text and the board in the address, so a link shows the same piece. */
  const remember = () => {
    const url = new URL(location.href);
    url.searchParams.set('b', input.value.trim());
    url.searchParams.set('files', String(clamp(filesInput.value, 8)));
    url.searchParams.set('ranks', String(clamp(ranksInput.value, 8)));
    history.replaceState(null, '', url);
  };
  // A click on the diagram redraws it itself.
  const box = new BetzaBox({ input, problem, figure, explained, built: remember });
  const update = async () => {
    remember();
    await box.show(clamp(filesInput.value, 8), clamp(ranksInput.value, 8));
  };

  let timer: number | undefined;
  const soon = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void update(), 120);
  };
  for (const el of [input, filesInput, ranksInput]) el.addEventListener('input', soon);
  await update();
  return () => {
    box.dispose();
    window.clearTimeout(timer);
  };
}
