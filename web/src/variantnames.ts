// The names of players' variants for lists that hold only a game's id (the lobby, the recent
// games): each `@name/slug` is asked for once (`GET /api/variants/{id}`) and its name kept for
// the page's life. While a name is unknown, or when the variant cannot be seen (private,
// deleted: 404, not asked again), the id stands for it. Names are strangers' text: escape them.
import * as api from './api';
import { isPlayersVariant } from './variantpath';

const names = new Map<string, string>();
const asked = new Map<string, Promise<void>>();

/** The name learnt for a player's variant, or undefined. */
export function playersVariantName(id: string): string | undefined {
  return names.get(id);
}

/** Remembers the name of a variant a page already has in hand. */
export function rememberVariantName(id: string, name: string): void {
  if (isPlayersVariant(id)) names.set(id, name);
}

/** Asks for the names of the players' variants among `ids` not asked for yet; resolves when the
 *  answers are in, with whether a new name was learnt. A failure other than 404 is forgotten, so
 *  a later call asks again. */
export async function learnVariantNames(ids: Iterable<string>): Promise<boolean> {
  const before = names.size;
  const waits: Promise<void>[] = [];
  for (const id of new Set(ids)) {
    if (!isPlayersVariant(id) || names.has(id)) continue;
    let wait = asked.get(id);
    if (!wait) {
      wait = api.variant(id).then(
        (v) => void names.set(id, v.name),
        (e: unknown) => {
          if (!(e instanceof api.ApiError && e.status === 404)) asked.delete(id);
        },
      );
      asked.set(id, wait);
    }
    waits.push(wait);
  }
  await Promise.all(waits);
  return names.size > before;
}
