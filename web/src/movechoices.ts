// The server's legal moves (UCI strings) read for the board: where each piece, and each piece of
// a hand, may go, and the ways of playing a move that has more than one form. A move's form is
// its suffix: a pawn's new letter (`e7e8q`), `+` to promote a piece shogi-style (`c4c5+`), `-`
// to turn a promoted piece back (`b2b4-`, Kyoto shogi), '' for the plain move. A drop's form is
// '' (`L@c3`) or `+` (`+L@c3`: the piece goes down as its promoted form). Nothing here knows
// rules: a form is offered only when the list has it.

export interface ParsedUci {
  from: string;
  to: string;
  /** A pawn's new piece (`q` of `e7e8q`), `+` for a shogi-style promotion (`c4c5+`), `-` for a
   *  promoted piece turning back (`b2b4-`), or ''. */
  promotion: string;
}

const SQUARE = '[a-p](?:1[0-6]|[1-9])';

export function parseUci(uci: string): ParsedUci | undefined {
  const m = new RegExp(`^(${SQUARE})(${SQUARE})([a-z]?|\\+|-)$`).exec(uci);
  return m ? { from: m[1], to: m[2], promotion: m[3] } : undefined;
}

export interface ParsedDrop {
  /** The dropped piece's letter, upper case (`N`): the hand's piece. */
  letter: string;
  to: string;
  /** Put down as its promoted form (`+L@c3`). */
  promoted: boolean;
}

/** A drop in engine form (`N@e4`: a piece from the hand onto a square; `+L@c3`: the piece goes
 *  down as its promoted form), else undefined. */
export function parseDrop(uci: string): ParsedDrop | undefined {
  const m = new RegExp(`^(\\+?)([A-Za-z])@(${SQUARE})$`).exec(uci);
  return m ? { letter: m[2].toUpperCase(), to: m[3], promoted: m[1] === '+' } : undefined;
}

/** A drop in engine form: the hand's letter (any case) onto a square, promoted or not. */
export function dropUci(letter: string, to: string, promoted: boolean): string {
  return `${promoted ? '+' : ''}${letter.toUpperCase()}@${to}`;
}

/** Promotion letters (lower case, as in UCI) in the order the game's file lists its promotion
 *  pieces (`promotion` of the variant, upper case); letters it does not list go last. A
 *  shogi-style piece's turning over (`+` promoting, `-` turning back) goes first and its ''
 *  (staying as it is) after every letter. */
export function promotionOrder(letters: string[], listed: string[]): string[] {
  const rank = (l: string) => {
    if (l === '+' || l === '-') return -1;
    if (l === '') return listed.length + 1;
    const i = listed.findIndex((p) => p.toLowerCase() === l.toLowerCase());
    return i < 0 ? listed.length : i;
  };
  return [...letters].sort((a, b) => rank(a) - rank(b));
}

export interface LegalChoices {
  /** Each piece's targets (wire squares), by its square; a hand's piece by `N@`. */
  targets: Map<string, string[]>;
  /** The forms of each move (from + to) that is not only plain, in the picker's order. */
  moves: Map<string, string[]>;
  /** The forms of each drop (`N@e4`, the hand's letter upper case) that is not only plain:
   *  `+` and, where the piece may go down either side up, ''. */
  drops: Map<string, string[]>;
}

/** Reads a legal list: where everything goes and which moves and drops have forms to choose
 *  from. `listed` is the game's promotion pieces, for the pawn's choices' order. */
export function readLegal(legal: string[], listed: string[]): LegalChoices {
  const targets = new Map<string, string[]>();
  const moves = new Map<string, string[]>();
  const drops = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    const list = targets.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    targets.set(from, list);
  };
  /** The moves and drops that are legal in their plain form. */
  const plain = new Set<string>();
  for (const uci of legal) {
    const drop = parseDrop(uci);
    if (drop) {
      // A drop has no square to start from: it is keyed by the piece (`N@`).
      add(`${drop.letter}@`, drop.to);
      const key = `${drop.letter}@${drop.to}`;
      if (drop.promoted) drops.set(key, [...(drops.get(key) ?? []), '+']);
      else plain.add(key);
      continue;
    }
    const m = parseUci(uci);
    if (!m) continue;
    add(m.from, m.to);
    const key = m.from + m.to;
    if (m.promotion) moves.set(key, [...(moves.get(key) ?? []), m.promotion]);
    else plain.add(key);
  }
  // Where the plain form is legal too, it is one more choice: a shogi-style piece that need not
  // promote (or turn back), a pawn that may stay a pawn (Grand chess's optional promotion), a
  // piece of the hand that may go down either side up.
  for (const forms of [moves, drops])
    for (const [key, letters] of forms) {
      if (plain.has(key)) letters.push('');
      forms.set(key, promotionOrder(letters, listed));
    }
  return { targets, moves, drops };
}
