// Shogi-style promotion on the client: which piece each piece may become (`promotes_to` of the
// variant's pieces), how a promoted piece is drawn and named. A FEN writes a promoted piece as
// `+` and the letter of the piece it came from (`+P`, the tokin); chessgroundx reads that as the
// role `pp-piece` (marked `promoted`). Nothing here knows rules: which moves promote is the
// server's `legal` list (`c4c5+`).
import { language, pieceNameIn, t } from './i18n';
import type { VariantPiece, VariantView } from './protocol';

/** A piece's `promotes_to` (upper case), or undefined. */
function targetOf(p: VariantPiece): string | undefined {
  return p.promotes_to ? p.promotes_to.toUpperCase() : undefined;
}

/** Whether some piece of the game promotes shogi-style. */
export function hasPiecePromotion(v: VariantView): boolean {
  return v.pieces.some((p) => targetOf(p) !== undefined);
}

/** The piece a piece (by letter, any case) may become, or undefined. */
export function promotedOf(v: VariantView, letter: string): VariantPiece | undefined {
  const base = v.pieces.find((p) => p.letter.toUpperCase() === letter.toUpperCase());
  const to = base ? targetOf(base) : undefined;
  return to ? v.pieces.find((p) => p.letter.toUpperCase() === to) : undefined;
}

/** The piece a promoted piece came from (by the promoted kind's letter), or undefined. */
export function baseOf(v: VariantView, letter: string): VariantPiece | undefined {
  return v.pieces.find((p) => targetOf(p) === letter.toUpperCase());
}

/** Whether a letter names a promoted kind (one that is only ever reached by promoting: a FEN
 *  writes it `+` and its base's letter, and it never stands in a hand). */
export function isPromotedKind(v: VariantView, letter: string): boolean {
  return baseOf(v, letter) !== undefined;
}

/** The letters (lower case) of the pieces that promote shogi-style. */
export function promotingLetters(v: VariantView): string[] {
  return v.pieces.filter((p) => targetOf(p) !== undefined).map((p) => p.letter.toLowerCase());
}

/** A piece as a token (lower case): `p` the pawn, `+p` the promoted pawn. */
export function isPromotedToken(token: string): boolean {
  return token.length === 2 && token[0] === '+';
}

/** The chessgroundx role of a token: `p` → `p-piece`, `+p` → `pp-piece`. */
export function roleOfToken(token: string): string {
  return isPromotedToken(token) ? `p${token[1].toLowerCase()}-piece` : `${token.toLowerCase()}-piece`;
}

/** The token of a chessgroundx role (or of its letter part): `pp-piece`/`pp` → `+p`. */
export function tokenOfRole(role: string): string {
  const l = role.endsWith('-piece') ? role.slice(0, -'-piece'.length) : role;
  return l.length === 2 && l[0] === 'p' ? `+${l[1]}` : l;
}

/** The token a board editor puts for a piece of the game (lower case): its letter, or for a
 *  promoted kind its base's promoted form (`+p` for the tokin), as FENs write it. */
export function paletteToken(v: VariantView, letter: string): string {
  const base = baseOf(v, letter);
  return base ? `+${base.letter.toLowerCase()}` : letter.toLowerCase();
}

/** The piece a token shows: the promoted pawn (`+p`) is the pawn's promoted kind (the tokin);
 *  undefined for an unknown letter (or a promotion the page does not know). */
export function kindOfToken(v: VariantView, token: string): VariantPiece | undefined {
  if (isPromotedToken(token)) return promotedOf(v, token[1]);
  return v.pieces.find((p) => p.letter.toLowerCase() === token.toLowerCase());
}

function pieceName(v: VariantView, p: VariantPiece): string {
  return pieceNameIn(v.id, p.letter, p.name);
}

/** A token's name in the page's language: the piece's, and for a promoted one the promoted
 *  kind's with what it was ("Tokin (promoted pawn)"), or "Promoted pawn" when the page does not
 *  know the kind. */
export function tokenName(v: VariantView, token: string): string {
  if (!isPromotedToken(token)) {
    const p = kindOfToken(v, token);
    return p ? pieceName(v, p) : token.toUpperCase();
  }
  const base = v.pieces.find((p) => p.letter.toLowerCase() === token[1].toLowerCase());
  const baseName = base ? pieceName(v, base) : token[1].toUpperCase();
  const promoted = t('piece-promoted', { piece: baseName.toLocaleLowerCase(language()) });
  const kind = promotedOf(v, token[1]);
  if (kind) return t('piece-promoted-kind', { kind: pieceName(v, kind), promoted });
  return promoted.charAt(0).toLocaleUpperCase(language()) + promoted.slice(1);
}
