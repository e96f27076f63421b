// Where a game's pages are. A catalog game's id is one path segment (`/rules/turkish`); a
// player's variant, `@alice/spiral`, is two (`/rules/@alice/spiral`): the web pages take only
// that form (docs/protocol.md, "Players' variants"), never the `%40alice%2Fspiral` that
// `encodeURIComponent` would make. Every link to a game's page is built here.

/** A player's variant's id split in its owner and slug (`@alice/spiral` → alice, spiral), or null
 *  for a catalog game's id. */
export function playersVariantParts(id: string): { owner: string; slug: string } | null {
  const m = /^@([^/]+)\/([^/]+)$/.exec(id);
  return m ? { owner: m[1], slug: m[2] } : null;
}

/** Whether the id is a player's variant's (`@name/slug`), which the catalog's list does not hold. */
export function isPlayersVariant(id: string): boolean {
  return playersVariantParts(id) !== null;
}

/** Whether `username` owns the player's variant `id` (names match ignoring case, as the server's). */
export function ownsVariant(username: string | undefined, id: string): boolean {
  const parts = playersVariantParts(id);
  return Boolean(username && parts && parts.owner.toLowerCase() === username.toLowerCase());
}

/** The id as the path of a page: `turkish`, or `@alice/spiral` in two segments. */
export function variantPath(id: string): string {
  const parts = playersVariantParts(id);
  return parts ? `@${encodeURIComponent(parts.owner)}/${encodeURIComponent(parts.slug)}` : encodeURIComponent(id);
}

export function rulesHref(id: string): string {
  return `/rules/${variantPath(id)}`;
}

/** The board editor, at the game's start or at `fen`. */
export function editorHref(id: string, fen?: string): string {
  return `/editor/${variantPath(id)}${fen ? `?fen=${encodeURIComponent(fen)}` : ''}`;
}

/** The home page with the game chosen in the new game form. */
export function playHref(id: string): string {
  return `/?variant=${encodeURIComponent(id)}`;
}

/** The variant designer editing a player's variant (its owner only). */
export function designerEditHref(id: string): string {
  return `/variants/${variantPath(id)}/edit`;
}

/** The directory of the players' variants, and where a new one is designed. */
export const DIRECTORY_HREF = '/variants';
export const DESIGNER_NEW_HREF = '/variants/new';
