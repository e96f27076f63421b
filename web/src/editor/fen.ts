// The board editor's FEN: the six fields as the editor's controls hold them, read from a pasted
// text and written back. It knows no rules: whether a FEN is a position is the wasm rules' word
// (./rules.ts); this only splits and joins, so that a pasted FEN fills the controls and the
// controls make the FEN.
import { writePlacement } from '../holes';

export interface FenFields {
  /** The piece placement, as given. */
  placement: string;
  /** `w` or `b` (anything else is kept, for the rules to refuse). */
  turn: string;
  /** The castling rights (`KQkq` subset; in Chess960 also the rooks' files, `HAha`), S-chess's
   *  gates after them, or `-`. */
  castling: string;
  /** The en-passant square or `-`. */
  enPassant: string;
  /** The halfmove clock, as typed. */
  halfmove: string;
  /** The fullmove number, as typed. */
  fullmove: string;
  /** The checks still to give (`3+3`) in a game that counts checks, after the en-passant
   *  field; absent in other games. */
  checks?: string;
  /** Fields beyond the sixth (the rules refuse them). */
  extra: string[];
}

/** Splits a FEN on whitespace; missing fields take the usual defaults (`w - - 0 1`). */
export function readFen(text: string): FenFields {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  const checks = /^\d+\+\d+$/.test(parts[4] ?? '') ? parts.splice(4, 1)[0] : undefined;
  return {
    ...(checks ? { checks } : {}),
    placement: parts[0] ?? '',
    turn: parts[1] ?? 'w',
    castling: parts[2] ?? '-',
    enPassant: parts[3] ?? '-',
    halfmove: parts[4] ?? '0',
    fullmove: parts[5] ?? '1',
    extra: parts.slice(6),
  };
}

/** The six fields joined by single spaces (an empty field written `-`, so the FEN keeps its
 *  shape and the rules name the field that is wrong). */
export function writeFen(f: FenFields): string {
  const field = (s: string) => (s.trim() === '' ? '-' : s.trim().replace(/\s+/g, ''));
  const checks = f.checks ? [field(f.checks)] : [];
  return [field(f.placement), field(f.turn), field(f.castling), field(f.enPassant), ...checks, field(f.halfmove), field(f.fullmove), ...f.extra].join(' ');
}

/** The castling field made of the given rights in `KQkq` order, `-` when none. The other
 *  letters of `kept` (a field as it was) stay: the gates of a game with gating (S-chess's
 *  `KQBCDFGkqbcdfg`), each side's after its rights, as the rules write them.
 *
 * ```ts
 * castlingField(['K', 'k'], 'KQBCkqbc'); // 'KBCkbc'
 * ```
 */
export function castlingField(rights: Iterable<string>, kept = ''): string {
  const set = new Set(rights);
  const others = [...kept].filter((c) => /[a-z]/i.test(c) && !'KQkq'.includes(c));
  const side = (upper: boolean) => [
    ...(upper ? ['K', 'Q'] : ['k', 'q']).filter((r) => set.has(r)),
    ...others.filter((c) => (c === c.toUpperCase()) === upper),
  ];
  const out = [...side(true), ...side(false)].join('');
  return out || '-';
}

/** The castling field without the gates (letters other than `KQkq`: a file of the side's
 *  first rank, upper case White's) whose square no longer holds a piece of that side; `has`
 *  says whether a square (wire name) holds one of a colour. Rights and `-` stay as they are.
 *
 * ```ts
 * closedGates('KQBCkqbc', 8, (sq, white) => sq !== 'b1'); // 'KQCkqbc'
 * ```
 */
export function closedGates(field: string, ranks: number, has: (square: string, white: boolean) => boolean): string {
  if (field === '-') return field;
  const out = [...field].filter((c) => {
    if (!/[a-z]/i.test(c) || 'KQkq'.includes(c)) return true;
    const white = c === c.toUpperCase();
    return has(`${c.toLowerCase()}${white ? 1 : ranks}`, white);
  });
  return out.join('') || '-';
}

/** An empty board's placement: `ranks` rows of `files` squares, empty but the `holes` (wire
 *  names), written `*`.
 *
 * ```ts
 * emptyPlacement(3, 2, new Set(['a2'])); // '*2/3'
 * ```
 */
export function emptyPlacement(files: number, ranks: number, holes: Set<string> = new Set()): string {
  return writePlacement(files, ranks, (square) => (holes.has(square) ? '*' : ''));
}
