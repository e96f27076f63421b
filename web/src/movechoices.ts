// The server's legal moves (UCI strings) read for the board: where each piece, and each piece of
// a hand, may go, and the ways of playing a move that has more than one form. A move's form is
// its suffix: a pawn's new letter (`e7e8q`), `+` to promote a piece shogi-style (`c4c5+`), `-`
// to turn a promoted piece back (`b2b4-`, Kyoto shogi), '' for the plain move. A drop's form is
// '' (`L@c3`) or `+` (`+L@c3`: the piece goes down as its promoted form). Nothing here knows
// rules: a form is offered only when the list has it.
//
// Gating (S-chess, `[drops] gating`): a piece of the first rank that leaves its square for the
// first time may let a piece of the hand in there, written as the move with the entering piece's
// letter (`b1c3h`: the knight to c3, a hawk onto b1). Castling lets it in on the king's square
// (`e1g1h`) or on the rook's (`h1e1h`, from the rook's square to the king's). Chess960 writes
// castling as the king onto its own rook (`f1h1`, legal as it is), and so the piece entering
// on the king's square (`f1d1h`); the one entering on the rook's stays rook to king (`h1f1h`).
// In a game whose drops say `gating`, such a letter is told from a pawn's new piece by where the
// move starts (the mover's first rank) and by the hand (the letter is one of its pieces), in a
// position whose castling field names rights or gates.
//
// A pass (janggi, `[rules] pass`) is written as the mover's royal piece's square twice, with no
// suffix (`e2e2`): no other move is a square to itself without a form. It is no target of any
// piece; the board offers it with a button of its own.

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

/** Whether a move in engine form is a pass: from a square to itself, with no form (`e2e2`; a
 *  pawn promoting where it stands has one, `d5d5f`) and no drop.
 *
 * ```ts
 * isPass('e2e2'); // true
 * isPass('d5d5f'); // false
 * ```
 */
export function isPass(uci: string): boolean {
  const m = parseUci(uci);
  return m !== undefined && m.from === m.to && m.promotion === '';
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

/** What tells a gating move in a position: the side to move's first rank, its hand, its pieces'
 *  squares, and the order the choices are offered in. */
export interface GateContext {
  /** The side to move's first rank (wire rank: 1 for White, the board's last for Black). */
  rank: number;
  /** The letters (lower case) of the pieces in the side to move's hand. */
  hand: Set<string>;
  /** Whether a square (wire name) holds a piece of the side to move. */
  own: (square: string) => boolean;
  /** Letters (lower case) in the order the choices are offered: the game file's. */
  order: string[];
}

/** The facts of a FEN that gating moves are read with, or undefined when it can have none (no
 *  hands, no castling field, or an empty one). `own` says where the side to move's pieces are. */
export function gateContext(fen: string, ranks: number, order: string[], own: (square: string) => boolean): GateContext | undefined {
  const fields = fen.trim().split(/\s+/);
  const hands = /\[([^\]]*)\]?/.exec(fields[0] ?? '');
  const castling = fields[2] ?? '-';
  if (!hands || castling === '-') return undefined;
  const white = (fields[1] ?? 'w') !== 'b';
  const hand = new Set<string>();
  for (const ch of hands[1]) if (/[a-z]/i.test(ch) && (ch === ch.toUpperCase()) === white) hand.add(ch.toLowerCase());
  if (!hand.size) return undefined;
  return { rank: white ? 1 : ranks, hand, own, order: order.map((l) => l.toLowerCase()) };
}

/** Whether a move (parsed) lets a piece of the hand in through a gate. */
export function isGateMove(m: ParsedUci, g: GateContext): boolean {
  return /^[a-z]$/.test(m.promotion) && parseInt(m.from.slice(1), 10) === g.rank && g.hand.has(m.promotion);
}

/** One way of playing a move that may open a gate. */
export interface GateChoice {
  /** The move sent. */
  uci: string;
  /** The entering piece's letter (lower case); '' for the move without one. */
  letter: string;
  /** Where it enters (wire name); for the move without one, the square the move starts from. */
  square: string;
}

export interface LegalChoices {
  /** Each piece's targets (wire squares), by its square; a hand's piece by `N@`. */
  targets: Map<string, string[]>;
  /** The forms of each move (from + to) that is not only plain, in the picker's order. */
  moves: Map<string, string[]>;
  /** The forms of each drop (`N@e4`, the hand's letter upper case) that is not only plain:
   *  `+` and, where the piece may go down either side up, ''. */
  drops: Map<string, string[]>;
  /** The ways of playing each move (from + to, as the piece is dragged) that may let a piece of
   *  the hand in: the plain move first where it is legal, then each piece on the square the
   *  move starts from, then (castling) each on the rook's square. A castling king dragged onto
   *  its rook (`e1h1`) has the same choices as its own move (`e1g1`), its plain one as made. */
  gates: Map<string, GateChoice[]>;
  /** The pass among the moves (`e2e2`), if the side to move may pass. */
  pass?: string;
}

/** Reads a legal list: where everything goes and which moves and drops have forms to choose
 *  from. `listed` is the game's promotion pieces, for the pawn's choices' order; `gate` the
 *  position's facts for gating moves (none: no move is one). */
export function readLegal(legal: string[], listed: string[], gate?: GateContext): LegalChoices {
  const targets = new Map<string, string[]>();
  const moves = new Map<string, string[]>();
  const drops = new Map<string, string[]>();
  const gates = new Map<string, GateChoice[]>();
  /** Castling's pieces entering on the rook's square (`h1e1h`), by the king's and rook's squares. */
  const rookGates = new Map<string, GateChoice[]>();
  const add = (from: string, to: string) => {
    const list = targets.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    targets.set(from, list);
  };
  /** The moves and drops that are legal in their plain form. */
  const plain = new Set<string>();
  const legalSet = new Set(legal);
  let pass: string | undefined;
  for (const uci of legal) {
    if (isPass(uci)) {
      pass = uci;
      continue;
    }
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
    if (gate && isGateMove(m, gate)) {
      const choice = { uci, letter: m.promotion, square: m.from };
      // Onto a piece of its own side: castling written from the rook's square to the king's. The
      // king is what the player moves, so it is no target of the rook. But where the same move
      // is legal without a piece (Chess960's castling, the king onto its rook: `f1d1`), it is
      // the king's, with the piece entering on the king's square (`f1d1h`).
      const onRook = gate.own(m.to) && !legalSet.has(m.from + m.to);
      const forms = onRook ? rookGates : gates;
      const key = onRook ? m.to + m.from : m.from + m.to;
      if (forms === gates) add(m.from, m.to);
      forms.set(key, [...(forms.get(key) ?? []), choice]);
      continue;
    }
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
  if (gate) readGates(gate, targets, plain, gates, rookGates);
  return { targets, moves, drops, gates, pass };
}

/** The king dragged onto its own rook (a destination the server adds, `e1h1`) gets the gating
 *  choices of its castling on that side (`e1g1`) where it has none yet, its plain move sent as
 *  made. `dests`: the extra destinations by square. */
export function joinRookDrags(gates: Map<string, GateChoice[]>, dests: Record<string, string[]>): void {
  const file = (square: string) => square.charCodeAt(0) - 97;
  for (const [king, rooks] of Object.entries(dests))
    for (const rook of rooks) {
      if (gates.has(king + rook) || rook.slice(1) !== king.slice(1)) continue;
      const side = Math.sign(file(rook) - file(king));
      const castle = [...gates.keys()].find((key) => {
        if (!key.startsWith(king)) return false;
        const to = key.slice(king.length);
        return to.slice(1) === king.slice(1) && Math.sign(file(to) - file(king)) === side && Math.abs(file(to) - file(king)) >= 2;
      });
      const joined = castle ? gates.get(castle) : undefined;
      if (joined) gates.set(king + rook, joined.map((c) => (c.letter ? c : { ...c, uci: king + rook })));
    }
}

/** Puts the gating choices in order (the plain move first where it is legal, then the pieces in
 *  the file's order) and joins castling's two squares: the king's move towards its rook by two
 *  squares or more on its rank (`e1g1`) gets the pieces entering on the rook's square too, and
 *  the king dragged onto the rook (`e1h1`) all of them. In Chess960, where castling is the
 *  king onto its rook (`b1a1`, however near or far), that move alone gets them. */
function readGates(
  gate: GateContext,
  targets: Map<string, string[]>,
  plain: Set<string>,
  gates: Map<string, GateChoice[]>,
  rookGates: Map<string, GateChoice[]>,
): void {
  const rank = (l: string) => (gate.order.indexOf(l) < 0 ? gate.order.length : gate.order.indexOf(l));
  const sorted = (list: GateChoice[]) => [...list].sort((a, b) => rank(a.letter) - rank(b.letter));
  const file = (square: string) => square.charCodeAt(0) - 97;
  for (const [key, list] of gates) {
    const start = list[0].square;
    gates.set(key, [...(plain.has(key) ? [{ uci: key, letter: '', square: start }] : []), ...sorted(list)]);
  }
  for (const [pair, onRook] of rookGates) {
    const rookSquare = onRook[0].square;
    const king = pair.slice(0, pair.length - rookSquare.length);
    const side = Math.sign(file(rookSquare) - file(king));
    const onto = king + rookSquare;
    const chess960 = gates.has(onto) || plain.has(onto);
    const castles = chess960
      ? [rookSquare]
      : (targets.get(king) ?? []).filter(
          (to) => to.slice(1) === king.slice(1) && Math.sign(file(to) - file(king)) === side && Math.abs(file(to) - file(king)) >= 2,
        );
    for (const to of castles) {
      const key = king + to;
      const own = gates.get(key) ?? (plain.has(key) ? [{ uci: key, letter: '', square: king }] : []);
      const joined = [...own, ...sorted(onRook)];
      gates.set(key, joined);
      // The king dragged onto its rook: the same choices, its plain move sent as made.
      gates.set(onto, joined.map((c) => (c.letter ? c : { ...c, uci: onto })));
    }
  }
}
