// A piece's Betza text in words, in the page's language: one sentence per kind of move
// ("Captures only: one square diagonally, forward to the left and forward to the right.").
// The facts come from the rules' own Betza parser in WebAssembly (crates/rules,
// betza_explain), so the words never say what the piece does not do; the sentences are the
// Fluent messages `betza-*`.
import { loadRules } from './engine/client';
import { language, t } from './i18n';

/** One kind of move of a group (crates/rules `betza_explain::Movement`). */
export interface BetzaMovement {
  leap: [number, number];
  letter: string;
  range: number;
  modality: 'both' | 'move-only' | 'capture-only';
  hop: 'none' | 'cannon' | 'grasshopper';
  lame: boolean;
  initial: boolean;
  directions: string[];
  all: boolean;
  count: number;
  of: number;
}

/** One group of the text (`fmW`) and where it starts (1-based column). */
export interface BetzaGroup {
  text: string;
  column: number;
  movements: BetzaMovement[];
}

/** What the rules make of a Betza text: its groups, or the column and reason it is not Betza. */
export type BetzaExplained = { groups: BetzaGroup[] } | { error: { column: number; message: string } };

/**
 * Explains `betza` with the rules' parser (loads the WebAssembly module the first time).
 *
 * ```ts
 * const e = await explainBetza('fmWfcFifmnD');
 * if ('groups' in e) console.log(e.groups.map((g) => g.movements.map(movementWords)));
 * ```
 */
export async function explainBetza(betza: string): Promise<BetzaExplained> {
  const rules = await loadRules();
  return JSON.parse(rules.explainBetza(betza)) as BetzaExplained;
}

/** How far a movement reaches, in words ("one square straight", "the knight's jump, …"). */
function reach(m: BetzaMovement): string {
  const n = m.range;
  // A hopping rider does not stop at the first piece: it jumps it (said after).
  const unlimited = m.hop === 'none' ? 'ride' : 'line';
  const how = n === 1 ? 'one' : n === 0 ? unlimited : 'upto';
  if (m.letter === 'W' || m.letter === 'F') return t(`betza-${m.letter}-${how}`, { n });
  return t(`betza-leap-${how}`, { leap: t(`betza-leap-${m.letter}`), n });
}

/** The sentence for one kind of move. */
export function movementWords(m: BetzaMovement): string {
  let text = t(`betza-do-${m.modality}`);
  if (m.initial) text += `, ${t('betza-initial')}`;
  text += `: ${reach(m)}`;
  if (!m.all) {
    const list = new Intl.ListFormat(language(), { type: 'conjunction' });
    text += t('betza-dirs', { dirs: list.format(m.directions.map((d) => t(`betza-dir-${d}`))) });
    // An oblique leap has two squares in each diagonal direction: say how many it keeps.
    if (m.leap[0] !== m.leap[1] && m.leap[1] !== 0) text += ` ${t('betza-some', { count: m.count, of: m.of })}`;
  }
  if (m.lame) text += t('betza-lame');
  if (m.hop !== 'none') text += t(`betza-hop-${m.hop}`);
  return `${text}.`;
}

/**
 * A list of sentences for `betza`, one per kind of move, each marked with the group it comes
 * from (`data-betza-group`, `data-column`); a text that is not Betza gives one item naming the
 * column.
 */
export async function betzaList(betza: string): Promise<HTMLUListElement> {
  return movesList(betza, () => true);
}

/** Like [`betzaList`], the piece's `i` (initial) moves only, said without "from its starting
 *  rank only": for a piece whose first moves follow a right of its own (Cambodian chess's king
 *  and met), which the sentence before the list explains. */
export async function initialMovesList(betza: string): Promise<HTMLUListElement> {
  return movesList(betza, (m) => m.initial, (m) => ({ ...m, initial: false }));
}

async function movesList(betza: string, keep: (m: BetzaMovement) => boolean, said = (m: BetzaMovement) => m): Promise<HTMLUListElement> {
  const ul = document.createElement('ul');
  ul.className = 'betza-words';
  const explained = await explainBetza(betza);
  if ('error' in explained) {
    const li = document.createElement('li');
    li.className = 'betza-error';
    li.textContent = t('betza-error', explained.error);
    ul.appendChild(li);
    return ul;
  }
  for (const g of explained.groups) {
    for (const m of g.movements) {
      if (!keep(m)) continue;
      const li = document.createElement('li');
      li.dataset.betzaGroup = g.text;
      li.dataset.column = String(g.column);
      const code = document.createElement('code');
      code.textContent = g.text;
      li.append(code, ` ${movementWords(said(m))}`);
      ul.appendChild(li);
    }
  }
  return ul;
}
