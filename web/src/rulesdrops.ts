// The generic rules page's sentences on hands and drops, from the file's `[drops]` table (and,
// with the file's form, its pawns, shogi-style promotions and the drop rules the view does not
// carry): how hands fill, where pieces may be dropped, shogi's limits, and a setup by drops
// (Placement chess: drops that must be made, the royal piece in hand, drop squares, kinds on
// both colours, castling rights given by drops; Sittuyin: kinds dropped only on the first
// rank), and gating (S-chess: a piece of the hand comes in where a first-rank piece first moves
// from; with `plain_drops = false`, never anywhere else).
import type { VariantView } from './protocol';
import type { FormCastling, VariantForm } from './designer/model';
import { readHands } from './board';
import { squareLabel } from './blind';
import { listOf, namesOf, ruleParagraph, sidesSquares } from './rulestext';

/** How the hands work in a game with drops. */
export function dropsRules(v: VariantView, form: VariantForm | null): HTMLElement {
  const d = v.drops!;
  const fd = form?.drops;
  const box = document.createElement('div');
  box.className = 'rules-drops';
  // A side with pieces in hand must drop (Placement chess): said instead of the drop one may make.
  if (fd?.must_drop) box.appendChild(mustDrop(v, form!));
  // S-chess: pieces of the hand that only come in through gates are never dropped.
  const plainDrops = fd?.plain_drops !== false;
  const ids = fd?.must_drop || !plainDrops ? [] : ['rules-generic-drops'];
  if (fd?.gating) {
    for (const id of ids) box.appendChild(ruleParagraph(id));
    ids.length = 0;
    box.append(...gatingRules(v, form!));
    if (!plainDrops) ids.push('rules-generic-drops-gating-only');
  }
  ids.push(d.captures_to_hand ? 'rules-generic-drops-captures' : plainDrops ? 'rules-generic-drops-no-captures' : 'rules-generic-drops-no-captures-gating');
  // Pawns (that promote chess-style): the file's `pawn` pieces; without the file, a game that
  // promotes has them (or one whose pieces include a pawn by name).
  const pawns = form ? form.pieces.some((p) => p.pawn) : v.promotion.length > 0 || v.pieces.some((p) => /pawn/i.test(p.name));
  if (d.captures_to_hand && pawns) ids.push(d.demote_promoted ? 'rules-generic-drops-demote' : 'rules-generic-drops-keep-promoted');
  if (d.captures_to_hand && form?.pieces.some((p) => p.promotes_to)) ids.push('rules-generic-drops-unpromote');
  // Kyoto shogi: a piece of the hand goes down either side up.
  if (fd?.promoted) ids.push('rules-generic-drops-promoted');
  // Where pawns are never dropped: nothing to say when nothing is dropped.
  if (pawns && plainDrops) ids.push(d.pawns_on_first_rank ? 'rules-generic-drops-pawns-first-rank' : 'rules-generic-drops-pawns');
  for (const id of ids) box.appendChild(ruleParagraph(id));
  if (fd?.squares?.length) box.appendChild(ruleParagraph('rules-generic-drops-squares', sidesSquares(v, fd.squares, fd.black_squares)));
  const onePerFile = fd?.one_per_file ?? [];
  const perFile = fd?.per_file ?? 1;
  if (onePerFile.length && perFile > 1) box.appendChild(ruleParagraph('rules-generic-drops-per-file', { pieces: namesOf(v, onePerFile), count: perFile }));
  else if (onePerFile.length) box.appendChild(ruleParagraph('rules-generic-drops-one-per-file', { pieces: namesOf(v, onePerFile) }));
  const mateLoses = fd?.drop_mate_loses ?? [];
  if (mateLoses.length) box.appendChild(ruleParagraph('rules-generic-drops-mate-loses', { pieces: namesOf(v, mateLoses) }));
  const bothColours = fd?.opposite_colours ?? [];
  if (bothColours.length) box.appendChild(ruleParagraph('rules-generic-drops-opposite-colours', { pieces: namesOf(v, bothColours) }));
  // Sittuyin's rooks: only on the side's first rank, as the board labels it.
  const firstRank = fd?.first_rank_only ?? [];
  const rank = (black: boolean) => String((black ? v.ranks - 1 : 0) + v.first_rank_label);
  if (firstRank.length) box.appendChild(ruleParagraph('rules-generic-drops-first-rank-only', { pieces: namesOf(v, firstRank), white: rank(false), black: rank(true) }));
  if (form?.castling?.by_drops) {
    const castling = castlingByDrops(v, form, form.castling);
    if (castling) box.appendChild(castling);
  }
  return box;
}

/** Gating: a piece of the hand coming in where a first-rank piece first moves from (on the
 *  king's square or the rook's when castling), and how the board and the notation play it: the
 *  letter of a piece the hands may hold (the start's first, in the file's order), and castling's
 *  squares as the board labels them. */
function gatingRules(v: VariantView, form: VariantForm): HTMLElement[] {
  const hands = readHands(v.start_fen);
  const held = new Set([...(hands?.white.keys() ?? []), ...(hands?.black.keys() ?? [])]);
  const droppable = form.pieces.filter((p) => !p.royal && !p.pawn);
  const piece = form.pieces.find((p) => held.has(p.letter.toLowerCase())) ?? droppable[0] ?? form.pieces.find((p) => !p.royal);
  const letter = (piece?.letter ?? 'N').toUpperCase();
  const c = form.castling;
  const side = c?.short ?? c?.long ?? null;
  const rank = c?.rank ?? 1;
  const args = {
    castling: c && side ? 'yes' : 'no',
    letter,
    piece: namesOf(v, [letter]),
    castle: c?.short ? 'O-O' : 'O-O-O',
    king: c ? squareLabel(v, `${c.king_file}${rank}`) : '',
    rook: side ? squareLabel(v, `${side.rook_file}${rank}`) : '',
  };
  return [ruleParagraph('rules-generic-drops-gating', { castling: args.castling }), ruleParagraph('rules-generic-drops-gating-how', args)];
}

/** Drops that must be made while a side holds pieces, and the royal piece waiting in the hand
 *  when the start puts it there. */
function mustDrop(v: VariantView, form: VariantForm): HTMLElement {
  const royal = form.pieces.filter((p) => p.royal).map((p) => p.letter.toLowerCase());
  const hands = readHands(v.start_fen);
  const held = royal.some((l) => (hands?.white.get(l) ?? 0) + (hands?.black.get(l) ?? 0) > 0);
  return ruleParagraph('rules-generic-drops-must', { held: held ? 'yes' : 'no', royal: namesOf(v, royal) });
}

/** Castling rights given by drops: the castling piece's square and its partners', each side's
 *  as the board labels them; null when the file castles neither way. */
function castlingByDrops(v: VariantView, form: VariantForm, c: FormCastling): HTMLElement | null {
  const partnerFiles = [c.long?.rook_file, c.short?.rook_file].filter((f): f is string => Boolean(f)).sort();
  if (!partnerFiles.length) return null;
  const rank = c.rank ?? 1;
  const square = (file: string, black: boolean) => squareLabel(v, `${file}${black ? v.ranks + 1 - rank : rank}`);
  const squares = (black: boolean) => listOf(partnerFiles.map((f) => square(f, black)), 'disjunction');
  const king = c.king ?? form.pieces.find((p) => p.royal)?.letter ?? 'K';
  const rooks = [c.rook, ...(c.more_rooks ?? [])].map((l) => namesOf(v, [l]));
  return ruleParagraph('rules-generic-castling-by-drops', {
    king: namesOf(v, [king]),
    rook: listOf(rooks, 'disjunction'),
    white: square(c.king_file, false),
    black: square(c.king_file, true),
    rooks: squares(false),
    blackrooks: squares(true),
  });
}
