// Makruk's counting rules on the game page (`[rules.counting]`, docs/variants.md "Counting"):
// while a count runs, a position's FEN writes its limit in place of the en-passant square and the
// plies counted in place of the halfmove clock (`8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1`: 6 plies of
// 32). The players see it in moves: "Count: 3 of 16 moves".
import { variantFile } from './api';
import { loadRules } from './engine/client';
import { t } from './i18n';
import type { VariantForm } from './designer/model';
import type { VariantView } from './protocol';

/** A running count, in plies: how many are counted, and the limit past which the game is
 *  drawn. */
export interface RunningCount {
  plies: number;
  limit: number;
}

/** The count a FEN says is running: its fourth field a number above 0 (the limit), the halfmove
 *  field (second to last) the plies counted; null when none runs (a square or `-` there).
 *
 * ```ts
 * runningCount('8/8/4k3/8/8/2R1K3/8/8 b - 32 6 1'); // { plies: 6, limit: 32 }
 * runningCount('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1'); // null
 * ```
 */
export function runningCount(fen: string): RunningCount | null {
  const fields = fen.trim().split(/\s+/);
  if (fields.length < 6 || !/^\d+$/.test(fields[3])) return null;
  const limit = Number(fields[3]);
  const plies = fields[fields.length - 2];
  if (limit <= 0 || !/^\d+$/.test(plies)) return null;
  return { plies: Number(plies), limit };
}

/** A count in the page's language, in moves (a move: two plies, the last one begun counting). */
export function countText(c: RunningCount): string {
  return t('game-count', { count: Math.ceil(c.plies / 2), limit: Math.ceil(c.limit / 2) });
}

const known = new Map<string, Promise<boolean>>();

/** Whether the game plays a counting rule, from its file read by the rules in WebAssembly (a
 *  built-in game's own file, a player's variant's from the server); false when the file cannot
 *  be had. Asked once a game. */
export function playsCounting(v: VariantView): Promise<boolean> {
  const key = `${v.id}@${v.version ?? ''}`;
  let answer = known.get(key);
  if (!answer) {
    answer = (async () => {
      try {
        const rules = await loadRules();
        const file = v.builtin ? rules.builtinVariantFile(v.id) : await variantFile(v.id, v.version);
        if (!file) return false;
        const read = JSON.parse(rules.readVariant(file)) as { form: VariantForm } | { error: unknown };
        return 'form' in read && Boolean(read.form.rules.counting);
      } catch {
        return false;
      }
    })();
    known.set(key, answer);
  }
  return answer;
}
