// Try-it boards made from a variant file, for the generic rules page of a game without a
// written page (an operator's file, a player's variant): one per piece, the piece alone in the
// centre and the task to move it as far as it goes. The positions and the moves come from the
// rules in WebAssembly (crates/wasm `tryIts`), loaded only by such a page.
import { variantFile } from './api';
import { loadRules } from './engine/client';
import { pieceNameIn, t } from './i18n';
import type { VariantView } from './protocol';
import { tryIt, type TryItData } from './tryit';

interface MadeTryIt extends TryItData {
  letter: string;
  name: string;
  /** The target as the board labels it (ranks from `first_rank_label`). */
  to_label: string;
}

/** Builds the Try-its of `v` into `parent` (nothing when its file cannot be had); resolves to
 *  their cleanup. */
export async function madeTryIts(parent: HTMLElement, v: VariantView, alive: () => boolean): Promise<() => void> {
  let list: MadeTryIt[];
  try {
    const [file, rules] = await Promise.all([variantFile(v.id, v.version), loadRules()]);
    const answer = JSON.parse(rules.tryIts(file)) as MadeTryIt[] | { error: string };
    if (!Array.isArray(answer)) return () => {};
    list = answer;
  } catch {
    return () => {};
  }
  if (!alive() || !list.length) return () => {};
  const box = document.createElement('div');
  box.className = 'rules-tryits';
  parent.appendChild(box);
  const cleanups = list.map((item) => {
    const args = { piece: pieceNameIn(v.id, item.letter, item.name), square: item.to_label };
    return tryIt(box, v, item, { task: t('tryit-task-generic', args), done: t('tryit-done-generic', args) });
  });
  return () => cleanups.forEach((c) => c());
}
