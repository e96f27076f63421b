// The variant designer's model: a variant file as a form (the rules crate's `VariantForm`,
// field for field), and the rules in WebAssembly that read a file into a form, write a form as
// a file and judge a file (crates/wasm: readVariant, writeVariant, checkVariant). The form is
// what the page edits; the file text is what is stored; the rules keep the two in step.
import type { BetzaError } from '../betzabox';
import type { FenProblem } from '../editor/rules';
import { loadRules } from '../engine/client';
import type { VariantView } from '../protocol';

export interface FormPiece {
  /** White's FEN letter, upper case. */
  letter: string;
  name: string;
  betza: string;
  royal: boolean;
  /** Guarded like the royal piece however many of it stand on the board: no move may leave one
   *  attacked, an attack on one is check, and a side that cannot save its king and every such
   *  piece is checkmated (coregal chess's queens). Only in a game won by checkmate, without
   *  explosions. */
  pseudo_royal: boolean;
  pawn: boolean;
  /** The letter of the piece it may become in the promotion zone (shogi style); null: none. */
  promotes_to?: string | null;
  /** Squares and rectangles (`d1-f3`) it may move to, in White's terms; empty: anywhere. */
  region?: string[];
  /** Its moves from its side's last `ranks` ranks (xiangqi's soldier); null: its betza everywhere. */
  zone_moves?: FormZoneMoves | null;
  /** The ranks, counted from its owner's side (1: the first), where its Betza `i` (initial)
   *  moves apply (Horde's pawn: [1, 2]); empty: the ranks it stands on in the start position. */
  initial_ranks?: number[];
  /** Its `i` moves (move-only) follow a first-move right of its own instead of its ranks: kept
   *  in the FEN's castling field by the file letter of its square (`DEde`), lost once it moves
   *  or is taken; a royal piece may not use it in check (Cambodian chess's king and met). Not
   *  for a pawn, nor in a game with castling. Absent: false. */
  first_move_right?: boolean;
  /** Its moves along the board's diagonal lines only (`diagonal_lines`), in Betza: from a
   *  square of the lines to another over squares of them (janggi's palace diagonals; `pB` for
   *  its cannon). No `n` (lame) nor `i` (initial) moves. Absent: none. */
  line_moves?: string;
  /** Letters of the pieces this hopper may neither hop over nor capture (janggi's cannon:
   *  other cannons). Only for a piece with a hopping move (`p`). Absent: none. */
  no_hop_over?: string[];
}

/** A piece's moves on its side's last ranks, instead of its `betza` (crates/rules `FormZoneMoves`). */
export interface FormZoneMoves {
  ranks: number;
  betza: string;
}

export interface FormSide {
  rook_file: string;
  king_to: string;
  rook_to: string;
}

export interface FormCastling {
  king_file: string;
  /** The letter of the piece the king castles with. */
  rook: string;
  /** Other pieces that castle as the rook does (Perfect chess's chancellor); kept as read. */
  more_rooks?: string[];
  /** The castling rank from the owner's side (Shako: 2); absent: 1. Kept as read. */
  rank?: number;
  /** The letter of the piece that castles as the king when it is not the royal piece. */
  king?: string;
  short: FormSide | null;
  long: FormSide | null;
  /** Drops give the rights (Placement chess): the king dropped on its square may castle with
   *  each partner on its side's castling square, and a partner dropped there gives the right
   *  when the king stands on its square. Needs `[drops]`. Absent: false. */
  by_drops?: boolean;
  /** The king and its partners start on any files of the castling rank (Chess960): each new
   *  game starts from a shuffled first rank, and castling takes them to the sides' `king_to`
   *  and `rook_to` from wherever they stand. Refused with `by_drops`. Absent: false. */
  chess960?: boolean;
}

export interface FormPromotion {
  /** The owner's last N ranks; 0 when `squares` give the zone. */
  zone: number;
  /** The zone as squares and rectangles (`a5-a8`) in White's terms (Legan chess); absent for
   *  ranks. */
  squares?: string[];
  /** Black's zone when it is not White's seen from the other side; absent otherwise. */
  black_squares?: string[];
  pieces: string[];
  /** Black's choices when they differ from White's (Chigorin chess); kept as read. */
  black_pieces?: string[];
  /** A piece that promotes shogi-style must, on every move that may promote it (Euroshogi). */
  mandatory?: boolean;
  /** A promoted piece turns back into the piece it came from on the moves that could promote
   *  it (Kyoto shogi; with `mandatory` it must). Absent: false. */
  demotes?: boolean;
  /** Pieces promote, and turn back, only by capturing (Micro shogi). Absent: false. */
  by_capture?: boolean;
  /** A pawn in the zone may stay a pawn where it can still move on (Grand chess). */
  optional?: boolean;
  /** A pawn on a square of the zone (a side's last pawn, anywhere) promotes instead of moving,
   *  where it stands or a step of its new piece away; moving onto the zone promotes nothing
   *  (Sittuyin). Absent: false. */
  in_place?: boolean;
  /** The most of a kind (by letter) a side may have for a pawn to become one more (Grand
   *  chess: one queen); a kind not named has no limit. */
  limits?: Record<string, number>;
}

/** The `[drops]` table: pieces in hand, dropped instead of a move (crazyhouse). */
export interface FormDrops {
  /** A captured piece goes to the capturer's hand (else only the start's hands are held). */
  captures_to_hand: boolean;
  /** A captured promoted piece goes there as a pawn (else as what it became). */
  demote_promoted: boolean;
  /** Pawns may be dropped on their own first rank. */
  pawns_on_first_rank: boolean;
  /** Letters never dropped on a file that holds `per_file` of their side's (shogi's pawns). */
  one_per_file?: string[];
  /** How many of those a side may have on one file (1; tori shogi's swallows: 2). */
  per_file?: number;
  /** Letters whose mating drop loses (shogi's pawns). */
  drop_mate_loses?: string[];
  /** A piece of the hand that promotes may also be dropped as its promoted form (Kyoto shogi:
   *  either side up). Absent: false. */
  promoted?: boolean;
  /** A side with pieces in hand must drop one whenever a drop is legal; the royal piece may
   *  then wait in the hand (Placement chess). Absent: false. */
  must_drop?: boolean;
  /** A piece of the hand may enter where a first-rank piece first moves from (S-chess's
   *  gating: the mover's choice, on that square, as part of the move; castling: on the king's
   *  square or the rook's). Absent: false. */
  gating?: boolean;
  /** Pieces of the hand may be dropped on empty squares; false: only through gates (S-chess).
   *  Absent: true. */
  plain_drops?: boolean;
  /** Where drops may go: squares and rectangles (`a1-h1`) in White's terms; absent: anywhere. */
  squares?: string[];
  /** Black's drop squares when they are not White's seen from the other side; absent otherwise. */
  black_squares?: string[];
  /** Letters of the kinds a side drops on squares of both colours (Placement chess's bishops). */
  opposite_colours?: string[];
  /** Letters of the kinds a side drops only on its first rank (Sittuyin's rooks). */
  first_rank_only?: string[];
}

export interface FormRules {
  /** `none`: no royal piece and no check (antichess); the stalemate rule ends the game. */
  win: 'checkmate' | 'royal-capture' | 'none';
  stalemate: 'draw' | 'win' | 'loss';
  bare_king_loses: boolean;
  insufficient_material: boolean;
  flag_needs_mating_material: boolean;
  repetition: number;
  move_rule: number;
  /** Squares where a side's royal piece wins at once (King of the Hill's centre). */
  goal_squares: string[];
  /** Black's own goal squares (Breakthrough); absent: White's. Kept as read. */
  goal_squares_black?: string[];
  /** The checks a side must give to win (Three-check: 3); 0: not counted. */
  checks_to_win: number;
  /** No piece may move (without promoting) or be dropped where it could never move again. */
  no_stranded_pieces?: boolean;
  /** A side that can capture must (antichess). */
  must_capture?: boolean;
  /** `win`: the mating side wins (chess); `loss`: the mated side wins (losers). */
  checkmate?: 'win' | 'loss';
  /** Letters of the pieces whose arrival on a goal square counts (absent: the royal piece). */
  goal_pieces?: string[];
  /** A piece on a goal square wins when still there at its side's next turn (Jeson Mor). */
  goal_hold?: boolean;
  /** A piece on a goal square wins only while no enemy piece attacks it there, looked at for
   *  both sides after every move; both there and safe: a draw (Dobutsu shogi's lion). Not with
   *  `goal_hold` nor `goal_reply`. */
  goal_safe?: boolean;
  /** A side left with too few pieces of a kind (`[rules.extinction]`). */
  extinction?: FormExtinction | null;
  /** Which checkmates count (`[rules.mate]`, Shatar); absent: every one. Checkmate games only. */
  mate?: FormMate | null;
  /** Captures explode (`[rules.explosion]`, atomic chess). */
  explosion?: FormExplosion | null;
  /** No move may give check (racing kings). */
  no_checks?: boolean;
  /** White reaching a goal square lets Black reply; arriving too draws (racing kings). */
  goal_reply?: boolean;
  /** false: no move may leave the royal pieces facing on an open file (xiangqi). */
  kings_may_face?: boolean;
  /** At the repetition that ends the game, a side that gave check with every one of its moves
   *  since the position's first time loses; both sides so, or neither: still a draw (xiangqi,
   *  shogi). Needs `win = "checkmate"` and a repetition rule. Absent: false. */
  perpetual_check_loses?: boolean;
  /** A side may have no royal piece (Horde's White): it is never in check, and loses by the
   *  extinction rule instead. */
  royal_optional?: boolean;
  /** false: a pawn's move that takes nothing does not restart the move rule's count (Pawnback);
   *  absent: it does. */
  pawn_moves_restart_count?: boolean;
  /** When a side's pieces guarded like the king (`pseudo_royal`) are in check: `each`, when any
   *  one is attacked (coregal chess; absent means this); `all`, only when every one of the
   *  side's is (Spartan chess's two kings); `last`, only the side's last one is guarded (Sho
   *  shogi's king and crown prince). `all` and `last` only in a game without a royal piece. */
  pseudo_royal_check?: 'each' | 'all' | 'last';
  /** Letters of the kinds whose move ending on the enemy royal piece's rank or file (whatever
   *  stands between) takes that piece's first-move right away (Cambodian chess's rook). Needs a
   *  royal piece with `first_move_right`. Absent: none. */
  royal_right_lost_to?: string[];
  /** A royal piece in check may not step away: it may only capture the checking piece, and only
   *  when that piece alone gives check (Makpong). Absent: false. */
  check_freezes_king?: boolean;
  /** Letters of the kinds that may not capture a piece of their own kind, so that two of them
   *  may stand side by side for ever (Atomar's kings). Never a royal or pseudo-royal kind.
   *  Absent: none. */
  mutually_immune?: string[];
  /** Makruk's family of counting rules (`[rules.counting]`); absent: no count. */
  counting?: FormCounting;
  /** A side not in check may pass instead of moving; two passes in a row end the game (janggi).
   *  Needs `win = "checkmate"` and a royal piece. Absent: false. */
  pass?: boolean;
  /** Janggi's bikjang: the royal pieces may face each other on an open file, and the side whose
   *  royal piece faces the other's must end it or pass (even in check), which ends the game.
   *  Needs `pass` and royal pieces that may face. Absent: false. */
  bikjang?: boolean;
  /** `[rules.points]`: what decides a game ended by repetition, the move rule, two passes or a
   *  bikjang; absent: such a game is drawn. */
  points?: FormPoints;
}

/** `[rules.points]`: each piece's points by letter (a piece not named counts nothing), and the
 *  points Black counts on top (janggi: 1.5), 0 or more, in halves. The side with more wins. */
export interface FormPoints {
  values: Record<string, number>;
  black_bonus: number;
}

/** `[rules.counting]`: which counting rule, and the letters of the kinds in the roles it counts
 *  by (`''`: no such kind). Only in a game won by checkmate of a royal piece, without drops. */
export interface FormCounting {
  /** `makruk`: 64 moves once no pawn is left (the board's honour), and against a bare king 8 to
   *  64 by the stronger side's pieces (the pieces' honour), counted from the pieces on the
   *  board; `cambodian`: 63 moves while the weaker side has at most three pieces, the pieces'
   *  honour one move shorter; `asean`: only against a bare king with no pawn left, 16, 44 or 64
   *  moves by a rook, khon or knight, counted from zero. */
  rule: CountingRule;
  rook: string;
  /** Makruk's khon (ASEAN chess's bishop). */
  khon: string;
  knight: string;
}

/** The counting rules a game may play. */
export const COUNTING_RULES = ['makruk', 'cambodian', 'asean'] as const;
export type CountingRule = (typeof COUNTING_RULES)[number];

/** `[rules.explosion]`: every capture clears the squares around it but of the `spares` kinds. */
export interface FormExplosion {
  spares: string[];
  /** Letters of the kinds no explosion removes: neither one beside a capture nor one that sets
   *  it off by capturing, which stays on the square it took on (Atomar's kings). Never a royal
   *  kind. Absent: none. */
  immune?: string[];
}

/** `[rules.extinction]`: a side with at most `at_most` of a counted kind (`*`: all its pieces
 *  together) is extinct, while the opponent has at least `opponent_at_least` of it. */
export interface FormExtinction {
  pieces: string[];
  at_most: number;
  opponent_at_least: number;
  reply: boolean;
  /** What being extinct means for the side: it has lost, it has won, or the game is drawn
   *  (Shatar's bare king). */
  result: 'loss' | 'win' | 'draw';
}

/** `[rules.mate]` (Shatar): a mate given by pieces of the `not_alone` kinds only loses for the
 *  side that gives it; a mate whose unbroken run of checks (the mating side's consecutive
 *  checking moves, ending in the mate) had no check by a `run_needs` kind is a draw. Letters;
 *  at least one list not empty. */
export interface FormMate {
  not_alone: string[];
  run_needs: string[];
}

/** A variant file, field by field (docs/variants.md). */
export interface VariantForm {
  comments: string[];
  id: string;
  name: string;
  description: string;
  files: number;
  ranks: number;
  first_rank_label: number;
  start: string;
  en_passant: boolean;
  /** The ranks, counted from the side of the pawn that double-steps, a double step may pass
   *  over and still be taken en passant (Horde: [3]); empty: every rank. */
  en_passant_ranks?: number[];
  pieces: FormPiece[];
  castling: FormCastling | null;
  promotion: FormPromotion | null;
  /** Pieces in hand; null: none. */
  drops: FormDrops | null;
  rules: FormRules;
  /** Each rotation's squares. */
  transforms: string[][];
  /** The squares joined by the board's diagonal lines (janggi's palaces): two listed squares
   *  that are diagonal neighbours are joined by a line. Absent: none. */
  diagonal_lines?: string[];
}

/** What is wrong with a variant file, as the rules say it (crates/wasm `variant_error_json`). */
export interface VariantProblem {
  line: number;
  /** The field at fault: `id`, `piece[3].betza` (pieces counted from 1), `castling.short.king_to`… */
  field: string;
  /** The kind (`bad-board`, `letter-twice`, `betza`, `start`, `shape`…). */
  code: string;
  args: Record<string, string | number>;
  /** The rules' English, `variant.toml:LINE: FIELD: what`. */
  message: string;
  betza?: BetzaError;
  fen?: FenProblem;
}

export type Verdict = { ok: true; variant: VariantView } | { ok: false; error: VariantProblem };

/** The designer's calls into the rules. */
export interface DesignerRules {
  /** A file's text read into a form, or what keeps it from being one. */
  read(text: string): { form: VariantForm } | { error: VariantProblem };
  /** A form written as a file. */
  write(form: VariantForm): string;
  /** Whether the file is a game, and the game as the server would list it. */
  check(text: string): Verdict;
  /** The file of a built-in game defined as data (`chess`, `turkish`…), or null. */
  builtinFile(id: string): string | null;
  /** An Interactive Diagram preset as a file (`notes`: what was not carried over). */
  importDiagram(id: string, preset: string): { toml: string; notes: string[] } | { error: { word: number; text: string; message: string } };
  /** Leaf positions from the start of the file's game, depth 1 to `depth`; stops early once
   *  a depth counts more than `budget` positions (the deeper ones are then left out). */
  perft(text: string, depth: number, budget: number): number[];
}

/** The owner a draft is namespaced under in the browser (crates/wasm `DRAFT_OWNER`). */
export const DRAFT_OWNER = 'draft';

export async function loadDesignerRules(): Promise<DesignerRules> {
  const w = await loadRules();
  return {
    read: (text) => JSON.parse(w.readVariant(text)) as { form: VariantForm } | { error: VariantProblem },
    write: (form) => {
      const answer = JSON.parse(w.writeVariant(JSON.stringify(form))) as { toml: string } | { error: { message: string } };
      if ('error' in answer) throw new Error(answer.error.message);
      return answer.toml;
    },
    check: (text) => JSON.parse(w.checkVariant(text)) as Verdict,
    importDiagram: (id, preset) => JSON.parse(w.importDiagram(id, preset)),
    builtinFile: (id) => w.builtinVariantFile(id) ?? null,
    perft: (text, depth, budget) => {
      const game = new w.WasmGame(`@${DRAFT_OWNER}/x`, text);
      try {
        const counts: number[] = [];
        for (let d = 1; d <= depth; d++) {
          const n = game.perft(d);
          counts.push(n);
          if (n > budget) break;
        }
        return counts;
      } finally {
        game.free();
      }
    },
  };
}

/** Rank numbers typed in a field, by spaces or commas (`1 2`, `1,2`): each whole number kept as
 *  typed (within 0..255, what the file can hold; the rules say which is off the board), anything
 *  else left out.
 *
 * ```ts
 * rankList('1, 2 x'); // [1, 2]
 * ```
 */
export function rankList(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((x) => /^-?\d+$/.test(x))
    .map((x) => Math.min(255, Math.max(0, Number.parseInt(x, 10))));
}

/** The file letters of a board, `a` on. */
export function fileLetters(files: number): string[] {
  return Array.from({ length: files }, (_, i) => String.fromCharCode(97 + i));
}

/** The castling rights a start position gets from the castling the form defines (`KQkq`, or
 *  `-`): each side of castling the file names, for both colours. A game without castling whose
 *  pieces have first-move rights gets those instead (see [`firstMoveRights`]); a game with
 *  gating gets its gates after each side's rights (see [`gates`]). */
export function castlingRights(form: VariantForm): string {
  const c = form.castling;
  const white = c ? `${c.short ? 'K' : ''}${c.long ? 'Q' : ''}` : '';
  if (form.drops?.gating) return gates(form, white) || '-';
  if (!c) return firstMoveRights(form) || '-';
  return white ? white + white.toLowerCase() : '-';
}

/** A gating game's castling field (S-chess's `KQBCDFGkqbcdfg`): each side's castling rights
 *  (`white`, White's letters), then the file letter of every other square of its first rank
 *  that holds one of its pieces (the gates the rights do not open already: the king's and the
 *  castling partners' squares), upper case for White's, in file order. */
function gates(form: VariantForm, white: string): string {
  const c = form.castling;
  const grid = readPlacement(placementOf(form), form.files, form.ranks);
  const files = fileLetters(form.files);
  const implied = new Set<string>();
  if (c && (c.rank ?? 1) === 1 && white) {
    implied.add(c.king_file);
    if (c.short && white.includes('K')) implied.add(c.short.rook_file);
    if (c.long && white.includes('Q')) implied.add(c.long.rook_file);
  }
  const side = (row: string[] | undefined, upper: boolean) =>
    files.filter((f, i) => {
      const x = (row?.[i] ?? '').replace(/[+~]/g, '');
      return /^[A-Za-z]$/.test(x) && (x === x.toUpperCase()) === upper && !implied.has(f);
    });
  const whiteGates = side(grid[form.ranks - 1], true).map((f) => f.toUpperCase());
  const blackGates = side(grid[0], false);
  return white + whiteGates.join('') + white.toLowerCase() + blackGates.join('');
}

/** The first-move rights of the form's start position (Cambodian chess's king and met: `DEde`):
 *  the file letter of every piece with `first_move_right` on its side's first rank, upper case
 *  for White's (rank 1), lower case for Black's (the last rank), each in file order; '' when
 *  none. */
export function firstMoveRights(form: VariantForm): string {
  const letters = new Set(form.pieces.filter((p) => p.first_move_right && /^[A-Z]$/.test(p.letter)).map((p) => p.letter));
  if (!letters.size) return '';
  const grid = readPlacement(placementOf(form), form.files, form.ranks);
  const files = fileLetters(form.files);
  const white = files.filter((_, f) => letters.has(grid[form.ranks - 1]?.[f] ?? ''));
  const black = files.filter((_, f) => letters.has((grid[0]?.[f] ?? '').toUpperCase()) && grid[0][f] !== grid[0][f].toUpperCase());
  return white.map((f) => f.toUpperCase()).join('') + black.join('');
}

/** What the start's rights field depends on beyond the castling: the pieces with a first-move
 *  right and, when there are some (or the game has gating), the placement ('' when none). A
 *  change of it asks for the rights to be written again. */
export function firstMoveRightsKey(form: VariantForm): string {
  const letters = form.pieces.filter((p) => p.first_move_right).map((p) => p.letter);
  // Gating: the gates are the first-rank squares with a piece (each file letter of the field).
  const gating = form.drops?.gating ? 'gating ' : '';
  return letters.length || gating ? `${gating}${letters.join('')} ${placementOf(form)}` : '';
}

/** The start FEN of a placement: White to move, the form's castling rights, no en passant. */
export function startFen(form: VariantForm, placement: string): string {
  return `${placement} w ${castlingRights(form)} - 0 1`;
}

/** The placement field of the form's start position. */
export function placementOf(form: VariantForm): string {
  return form.start.trim().split(/\s+/)[0] ?? '';
}

/**
 * A placement with White's pieces copied to Black's side, mirrored across the middle rank
 * (Black's own pieces are replaced; pieces on the middle rank of an odd board stay). The holes
 * of White's half are mirrored too: Black's half gets the same shape.
 *
 * ```ts
 * mirrorWhite('4k3/8/8/8/8/8/8/R3K2R', 8, 8); // 'r3k2r/8/8/8/8/8/8/R3K2R'
 * ```
 */
export function mirrorWhite(placement: string, files: number, ranks: number): string {
  const grid = readPlacement(placement, files, ranks);
  const hands = handsPart(placement);
  // grid[0] is the top rank (Black's back rank).
  for (let r = 0; r < ranks; r++) {
    const mirror = ranks - 1 - r;
    if (mirror === r) continue;
    for (let f = 0; f < files; f++) {
      const bottom = grid[Math.max(r, mirror)][f];
      const top = Math.min(r, mirror);
      grid[top][f] = bottom && bottom === bottom.toUpperCase() ? bottom.toLowerCase() : '';
    }
  }
  return writePlacement(grid, files) + hands;
}

/** A placement without its pieces: its holes (`*`) and its hands kept.
 *
 * ```ts
 * clearPieces('*k1/3/1K*', 3, 3); // '*2/3/2*'
 * ```
 */
export function clearPieces(placement: string, files: number, ranks: number): string {
  const grid = readPlacement(placement, files, ranks).map((row) => row.map((c) => (c === '*' ? c : '')));
  return writePlacement(grid, files) + handsPart(placement);
}

/** The hands written after a placement (`[Nn]` of `.../RNBQKBNR[Nn]`), or '' when none. */
export function handsPart(placement: string): string {
  const i = placement.indexOf('[');
  return i < 0 ? '' : placement.slice(i);
}

/** A placement as a grid of letters ('' empty, `*` a hole), top rank first; what does not read
 *  is left empty. A promoted piece keeps its mark (`+P`, `Q~`). */
export function readPlacement(placement: string, files: number, ranks: number): string[][] {
  const hands = handsPart(placement);
  const rows = placement.slice(0, placement.length - hands.length).split('/');
  const grid: string[][] = [];
  for (let r = 0; r < ranks; r++) {
    const row: string[] = [];
    const text = rows[r] ?? '';
    for (const m of text.matchAll(/(\d+)|(\+?[A-Za-z]~?|\*)/g)) {
      if (m[1]) for (let i = 0; i < Number(m[1]); i++) row.push('');
      else row.push(m[2]);
    }
    grid.push(Array.from({ length: files }, (_, f) => row[f] ?? ''));
  }
  return grid;
}

function writePlacement(grid: string[][], files: number): string {
  return grid
    .map((row) => {
      let out = '';
      let run = 0;
      for (let f = 0; f < files; f++) {
        if (row[f]) {
          if (run) out += String(run);
          run = 0;
          out += row[f];
        } else run++;
      }
      return run ? out + String(run) : out;
    })
    .join('/');
}

/** A placement fitted to a new board size: pieces kept by file from the left and by rank from
 *  each side's edge (White's half from the bottom, Black's from the top), the rest dropped. */
export function resizePlacement(placement: string, from: { files: number; ranks: number }, to: { files: number; ranks: number }): string {
  const old = readPlacement(placement, from.files, from.ranks);
  const grid = Array.from({ length: to.ranks }, () => Array.from({ length: to.files }, () => ''));
  const half = Math.floor(Math.min(from.ranks, to.ranks) / 2);
  for (let k = 0; k < half; k++) {
    for (let f = 0; f < Math.min(from.files, to.files); f++) {
      grid[k][f] = old[k][f]; // Black's side, from the top
      grid[to.ranks - 1 - k][f] = old[from.ranks - 1 - k][f]; // White's, from the bottom
    }
  }
  return writePlacement(grid, to.files) + handsPart(placement);
}

/** A letter not yet used by the form's pieces: `preferred` when free, else the first free one
 *  of A-Z; null when all 26 are taken. */
export function freeLetter(form: VariantForm, preferred: string): string | null {
  const used = new Set(form.pieces.map((p) => p.letter.toUpperCase()));
  const want = preferred.toUpperCase();
  if (/^[A-Z]$/.test(want) && !used.has(want)) return want;
  for (let c = 65; c <= 90; c++) {
    const l = String.fromCharCode(c);
    if (!used.has(l)) return l;
  }
  return null;
}

/** An id from a name: lower case a-z, 0-9 and '-', at most 40 characters. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'my-variant';
}
