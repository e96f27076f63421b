// The board editor's castling boxes in a Chess960 game (`[castling] chess960`), where the king
// and its rooks may stand anywhere on the castling rank and each right names its rook. The FEN's
// castling field says which as the rules read it (crates/rules/src/position/chess960.rs): `K` or
// `Q` is the outermost rook at that end of the rank, a file letter the rook on that file
// (`HAha`, `KQkq`, `FHfh`: Shredder-FEN and X-FEN alike); which side a right is on follows from
// where its rook stands beside the king. The boxes stay one per side of castling (`K`, `Q`, `k`,
// `q`): a box is ticked when the field gives that right, and a box changed rewrites its side's
// letters as the server writes them (X-FEN: `K`/`Q` where that names the rook, its file
// otherwise), keeping the rook the field named (or named before the box was taken off), else
// taking the outermost one on that side.
//
// S-chess 960 (gating): the field holds the castling rooks' files, then the gates
// (`HABCDEFGhabcdefg`), and `K`/`Q` still name rights. While a side has pieces to bring in, its
// file letters are gates, and its king's gate open (by its file or by a `K` or `Q`) gives it
// castling with every rook whose gate is open; a side whose hand is empty for good
// castles with the rooks its letters name. So a right ticked opens the gates of the king and of
// its rook, and a right taken off closes the gates of the rooks on that side, as a rook's gate
// and its right go together in play.
import type { FormCastling } from '../designer/model';
import { readPlacement } from '../designer/model';
import type { FenFields } from './fen';

/** A side of castling as the boxes name it: White's short and long, Black's. */
export type Right = 'K' | 'Q' | 'k' | 'q';

/** What the boxes need of the game: its castling (from its file) and its board. */
export interface Game960 {
  castling: FormCastling;
  /** The royal piece's letter, the castling king when the file names no other. */
  royal: string | null;
  files: number;
  ranks: number;
  /** Gating (S-chess 960): letters other than rights are gates. */
  gating: boolean;
  /** Captures go to the hand: a hand empty now is not empty for good. */
  capturesToHand: boolean;
}

/** One letter of the field for one colour: the right it gives and its rook's file (null: no
 *  rook for `K`/`Q`). */
interface Named {
  right: Right;
  letter: string;
  rook: number | null;
}

/** A colour's part of the field, read: the rights (each with the letters giving it, in order),
 *  and the other letters (gates, or letters naming nothing the rules keep). */
interface Side {
  rights: Map<Right, Named[]>;
  others: string[];
}

/** The castling boxes of a Chess960 game: what a field ticks, and the field boxes make. */
export class Castle960 {
  private readonly king: string;
  private readonly partners: Set<string>;
  private readonly rank: number;
  private readonly kingFile: number;
  /** The rook of each right taken off, for the box ticked again to name it again. */
  private readonly untickedRooks = new Map<Right, number>();

  constructor(private readonly g: Game960) {
    const c = g.castling;
    this.king = (c.king ?? g.royal ?? 'K').toUpperCase();
    this.partners = new Set([c.rook, ...(c.more_rooks ?? [])].map((l) => l.toUpperCase()));
    this.rank = c.rank ?? 1;
    this.kingFile = c.king_file.charCodeAt(0) - 97;
  }

  /** The rights the field gives (ticked boxes). */
  ticked(f: FenFields): Set<Right> {
    const out = new Set<Right>();
    for (const white of [true, false]) for (const [r, names] of this.read(f, white).rights) if (names.length) out.add(r);
    return out;
  }

  /** The square of each right's rook (`f1`), where the field names one. */
  rookSquares(f: FenFields): Map<Right, string> {
    const out = new Map<Right, string>();
    for (const white of [true, false]) {
      const rankName = String(white ? this.rank : this.g.ranks + 1 - this.rank);
      for (const [r, names] of this.read(f, white).rights) {
        const rook = names[0]?.rook;
        if (rook !== null && rook !== undefined) out.set(r, String.fromCharCode(97 + rook) + rankName);
      }
    }
    return out;
  }

  /** The castling field with the rights `want` given: each colour whose rights change gets its
   *  letters rewritten; the other keeps them as they were. */
  write(f: FenFields, want: Set<string>): string {
    const parts: string[] = [];
    for (const white of [true, false]) {
      const side = this.read(f, white);
      const [short, long]: Right[] = white ? ['K', 'Q'] : ['k', 'q'];
      const had = [short, long].filter((r) => side.rights.has(r));
      const wanted = [short, long].filter((r) => want.has(r));
      if (had.join('') === wanted.join('')) parts.push(this.letters(f, white).join(''));
      else parts.push(this.rewrite(f, white, side, new Set(wanted)));
    }
    return parts.join('') || '-';
  }

  /** The letters naming the rights `asked` gives that `kept` (the rules' field for the same
   *  board) does not: the rights the rules drop. A right only the gates give is named by its
   *  box's letter. */
  dropped(asked: FenFields, kept: string): string {
    const have = this.ticked({ ...asked, castling: kept });
    const out: string[] = [];
    for (const white of [true, false]) {
      const byGates = this.g.gating && !this.handEmpty(asked, white);
      for (const [r, names] of this.read(asked, white).rights) {
        if (have.has(r)) continue;
        const written = names.filter((n) => !byGates || /^[KQ]$/i.test(n.letter));
        out.push(...(written.length ? written.map((n) => n.letter) : [r]));
      }
    }
    return out.join('');
  }

  /** Whether a colour's hand is empty for good: nothing in it, and captures do not fill it. */
  private handEmpty(f: FenFields, white: boolean): boolean {
    if (this.g.capturesToHand) return false;
    const m = /\[([^\]]*)\]?/.exec(f.placement);
    return ![...(m?.[1] ?? '')].some((c) => /[a-z]/i.test(c) && (c === c.toUpperCase()) === white);
  }

  /** A colour's letters of the field, in order. */
  private letters(f: FenFields, white: boolean): string[] {
    if (f.castling === '-') return [];
    return [...f.castling].filter((c) => /[a-z]/i.test(c) && (c === c.toUpperCase()) === white);
  }

  /** The castling rank of a colour as letters by file (upper case: White's), '' where empty. */
  private row(f: FenFields, white: boolean): string[] {
    const grid = readPlacement(f.placement, this.g.files, this.g.ranks);
    const row = grid[white ? this.g.ranks - this.rank : this.rank - 1] ?? [];
    return row.map((x) => {
      const l = x.replace('~', '');
      return /^[A-Za-z]$/.test(l) && (l === l.toUpperCase()) === white ? l.toUpperCase() : '';
    });
  }

  /** The file the king stands on (the lowest, should there be more), or null. */
  private kingOn(row: string[]): number | null {
    const i = row.indexOf(this.king);
    return i < 0 ? null : i;
  }

  /** The outermost rook at the short end (`K`) or the long end (`Q`) of the rank, or null. */
  private outermost(row: string[], short: boolean): number | null {
    const files = row.map((_, i) => i).filter((i) => this.partners.has(row[i]));
    if (!files.length) return null;
    return short ? files[files.length - 1] : files[0];
  }

  /** The right a rook on a file gives: short beyond the king's file, long before it (the king's
   *  file in the game's file when the king is not on the rank). */
  private rightOf(rook: number, king: number | null, white: boolean): Right {
    const short = rook > (king ?? this.kingFile);
    return (white ? (short ? 'K' : 'Q') : short ? 'k' : 'q') as Right;
  }

  /** A colour's part of the field, read as the rules read it. */
  private read(f: FenFields, white: boolean): Side {
    const row = this.row(f, white);
    const king = this.kingOn(row);
    const rights = new Map<Right, Named[]>();
    const others: string[] = [];
    const add = (n: Named) => rights.set(n.right, [...(rights.get(n.right) ?? []), n]);
    const handEmpty = this.handEmpty(f, white);
    let explicit = false;
    for (const letter of this.letters(f, white)) {
      const up = letter.toUpperCase();
      if (up === 'K' || up === 'Q') {
        const rook = this.outermost(row, up === 'K');
        const right = rook === null ? ((white ? up : up.toLowerCase()) as Right) : this.rightOf(rook, king, white);
        add({ right, letter, rook });
        // Only a `K` or `Q` that names a rook opens the king's gate.
        explicit ||= rook !== null;
        continue;
      }
      const file = up.charCodeAt(0) - 65;
      const partner = file < this.g.files && this.partners.has(row[file] ?? '');
      if (!this.g.gating && file < this.g.files) add({ right: this.rightOf(file, king, white), letter, rook: file });
      else if (this.g.gating && handEmpty && partner) add({ right: this.rightOf(file, king, white), letter, rook: file });
      else others.push(letter);
    }
    // Gating with pieces still to bring in: the king's gate open (by its file, or by a `K` or
    // `Q` of the side) gives castling with every rook whose gate is open, as the rules read it.
    const kingGated = king !== null && (explicit || others.some((l) => l.toUpperCase().charCodeAt(0) - 65 === king));
    if (this.g.gating && !handEmpty && kingGated) {
      for (const letter of others) {
        const file = letter.toUpperCase().charCodeAt(0) - 65;
        if (this.partners.has(row[file] ?? '')) add({ right: this.rightOf(file, king, white), letter, rook: file });
      }
    }
    return { rights, others };
  }

  /** A colour's letters with the rights `want`: the rights first (short, then long), each the
   *  rook it named before or the outermost on its side, then the other letters. */
  private rewrite(f: FenFields, white: boolean, side: Side, want: Set<Right>): string {
    const row = this.row(f, white);
    const king = this.kingOn(row);
    const [short, long]: Right[] = white ? ['K', 'Q'] : ['k', 'q'];
    const fold = (l: string) => (white ? l.toUpperCase() : l.toLowerCase());
    const fileLetter = (file: number) => fold(String.fromCharCode(65 + file));
    /** The rook of a right: as named before, else the outermost on that side of the king. */
    const rookFor = (r: Right): number | null => {
      const before = side.rights.get(r)?.find((n) => n.rook !== null)?.rook;
      if (before !== undefined && before !== null) return before;
      const again = this.untickedRooks.get(r);
      if (again !== undefined && this.partners.has(row[again] ?? '') && this.rightOf(again, king, white) === r) return again;
      const isShort = r === short;
      const candidates = row.map((_, i) => i).filter((i) => this.partners.has(row[i]) && this.rightOf(i, king, white) === r);
      if (!candidates.length) return null;
      return isShort ? candidates[candidates.length - 1] : candidates[0];
    };
    for (const r of [short, long]) {
      const rook = side.rights.get(r)?.find((n) => n.rook !== null)?.rook;
      if (!want.has(r) && rook !== undefined && rook !== null) this.untickedRooks.set(r, rook);
    }
    const rights = [short, long].filter((r) => want.has(r));
    if (!this.g.gating) {
      const out = rights.map((r) => {
        const rook = rookFor(r);
        if (rook === null) return side.rights.get(r)?.[0]?.letter ?? fold(r);
        const outer = this.outermost(row, r === short);
        return outer === rook ? fold(r) : fileLetter(rook);
      });
      return out.join('') + side.others.join('');
    }
    // Gating: the rights as their rooks' files, then the gates in file order. A side whose
    // hand is empty for good needs no gate for its rights.
    const handEmpty = this.handEmpty(f, white);
    const gates = new Set(side.others.map((l) => l.toUpperCase().charCodeAt(0) - 65));
    for (const names of side.rights.values()) for (const n of names) if (n.rook !== null && !/^[KQ]$/i.test(n.letter)) gates.add(n.rook);
    const first: string[] = [];
    for (const r of [short, long]) {
      const partnersThere = row.map((_, i) => i).filter((i) => this.partners.has(row[i]) && this.rightOf(i, king, white) === r);
      if (!want.has(r)) {
        // A right taken off closes its rooks' gates (while they give it).
        if (!handEmpty) for (const i of partnersThere) gates.delete(i);
        else for (const n of side.rights.get(r) ?? []) if (n.rook !== null) gates.delete(n.rook);
        continue;
      }
      const rook = rookFor(r);
      if (rook === null) {
        first.push(side.rights.get(r)?.[0]?.letter ?? fold(r));
        continue;
      }
      gates.delete(rook);
      first.push(fileLetter(rook));
      if (!handEmpty && king !== null) gates.add(king);
    }
    const rest = [...gates].filter((i) => i >= 0 && i < this.g.files).sort((a, b) => a - b).map(fileLetter);
    // Letters that name no file of the board stay, for the rules to name.
    const bad = side.others.filter((l) => l.toUpperCase().charCodeAt(0) - 65 >= this.g.files);
    return first.join('') + rest.join('') + bad.join('');
  }
}
