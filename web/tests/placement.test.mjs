// Placement chess (variants/examples/placement.toml) in the browser, against the real server
// loading the example files: each side starts with its back rank in hand, the king too, and
// drops one piece a move on its own first rank until the hand is empty. The pockets hold the
// king; only the server's legal drops are offered (no pawn moves while a drop is possible, a
// bishop never on the colour its other bishop already took); drops by dragging, by tapping the
// pocket and by typing; the king dropped on e1 beside the rooks gets the castling rights, and
// castles once the setup is over; a check given while the other king waits in hand marks only
// the king on the board. The designer writes `must_drop`, the drop squares, `opposite_colours`
// and `by_drops`, reads them back, and says `by-drops-without-drops` in its own words; the rules
// page says the four rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, dragFromPocket, dragMove, getGame, postMove, screenshot, serverAndBrowser, squareCenter, waitPly } from './harness.mjs';
import { LANGUAGES, T, boardContents, fileRulesSaid, hotseatGame, pocket, pocketDropTargets, pocketSlot, waitBoard } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const GAME = '.game-page .board-frame';
const placementFile = () => readFileSync(join(EXAMPLES, 'placement.toml'), 'utf8');

/** A hot-seat game of Placement chess (from `fen`, else its start), opened holding both seats. */
const hotseat = (fen, lang = 'en') => hotseatGame(env, 'placement', fen, lang);
const slot = pocketSlot;

/** Every count of a side's pocket, as `{ k: 1, q: 1, ... }`, once it shows `expected`. */
async function expectPocket(page, colour, expected) {
  const read = () => pocket(page, colour).locator('piece').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.role.replace('-piece', ''), Number(e.dataset.nb)])));
  const deadline = Date.now() + 4000;
  for (;;) {
    const last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) return assert.deepEqual(last, expected, colour);
    await page.waitForTimeout(50);
  }
}

/** Taps a piece of a side's pocket, then a square. */
async function tapDrop(page, colour, letter, square) {
  await slot(page, colour, letter).click();
  const at = await squareCenter(page, square);
  await page.mouse.click(at.x, at.y);
}

const dropTargetsShown = pocketDropTargets;

/** The targets of a piece's drops in the server's legal list (`B@c1` → `c1`), sorted. */
const dropTargets = (legal, letter) => legal.filter((m) => m.startsWith(`${letter}@`)).map((m) => m.slice(2)).sort();

/** The board, the side to move and the castling field of the game's position on the server. */
async function position(g) {
  const [board, turn, castling] = (await getGame(env.server.base, g.id)).fen.split(' ');
  return { board, turn, castling };
}

test('the setup: both kings dropped from the pockets, the rooks beside them give castling, then O-O', async () => {
  const { g, context, page, errors } = await hotseat(undefined, 'en');
  // The pockets hold the whole back rank, the king too, said in words.
  const full = { n: 2, b: 2, r: 2, q: 1, k: 1 };
  await expectPocket(page, 'white', full);
  await expectPocket(page, 'black', full);
  const hand = [T('en', 'piece-name-king'), T('en', 'piece-name-queen'), T('en', 'pocket-many-rook', { count: 2 }), T('en', 'pocket-many-bishop', { count: 2 }), T('en', 'pocket-many-knight', { count: 2 })].join(', ');
  assert.equal(await pocket(page, 'white').getAttribute('aria-label'), T('en', 'pocket-label', { colour: 'white', hand }));
  let state = await getGame(env.server.base, g.id);
  assert.ok(state.legal.length > 0 && state.legal.every((m) => /^[KQRBN]@[a-h]1$/.test(m)), state.legal.join(' '));
  // The king goes anywhere on the first rank, nowhere else; a pawn has no move while a drop is
  // possible.
  assert.deepEqual(await dropTargetsShown(page, 'white', 'k'), ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
  const e2 = await squareCenter(page, 'e2');
  await page.mouse.click(e2.x, e2.y);
  await page.waitForTimeout(300);
  assert.deepEqual((await boardContents(page)).dests, [], 'no pawn move during the setup');
  await page.mouse.click(e2.x, e2.y);
  await dragMove(page, 'e2', 'e4');
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0, 'the pawn stayed');
  // A king dragged off the first rank is not played.
  await dragFromPocket(page, 'white', 'k', 'e3', GAME);
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0, 'no king on e3');
  await expectPocket(page, 'white', full);

  // 1. R@a1 (dragged) r@a8 (tapped) 2. K@e1 (dragged): White's king has the long castling.
  await dragFromPocket(page, 'white', 'r', 'a1', GAME);
  await waitPly(page, 1);
  await tapDrop(page, 'black', 'r', 'a8');
  await waitPly(page, 2);
  assert.equal((await position(g)).castling, '-', 'no king on the board, no right');
  await dragFromPocket(page, 'white', 'k', 'e1', GAME);
  await waitPly(page, 3);
  await waitBoard(page, (c) => c.pieces.e1 === 'k-piece white', 'the white king on e1');
  await expectPocket(page, 'white', { n: 2, b: 2, r: 1, q: 1, k: 0 });
  assert.equal((await position(g)).castling, 'Q');
  assert.deepEqual((await boardContents(page)).checks, [], 'no check marked');
  // 2... K@e8, typed in the move box (Black's drops are written with a capital too).
  const box = page.getByRole('combobox', { name: T('en', 'move-entry-label') });
  await box.fill('k@e8');
  await box.press('Enter');
  await waitPly(page, 4);
  assert.equal((await position(g)).castling, 'Qq');
  // 3. R@h1 (tapped) r@h8 (dragged): both sides may castle both ways.
  await tapDrop(page, 'white', 'r', 'h1');
  await waitPly(page, 5);
  assert.equal((await position(g)).castling, 'KQq');
  await dragFromPocket(page, 'black', 'r', 'h8', GAME);
  await waitPly(page, 6);
  assert.equal((await position(g)).castling, 'KQkq');
  // The page's FEN says so too.
  await page.waitForFunction(() => document.querySelector('.game-page .fen-text')?.value.split(' ')[2] === 'KQkq');

  // 4. B@c1, typed: the other bishop may no longer go on a dark square (g1), by any way.
  await box.fill('B@c1');
  await box.press('Enter');
  await waitPly(page, 7);
  await postMove(env.server.base, g.id, g.token, 'B@f8');
  await waitPly(page, 8);
  state = await getGame(env.server.base, g.id);
  assert.ok(!state.legal.includes('B@g1'), state.legal.join(' '));
  assert.deepEqual(dropTargets(state.legal, 'B'), ['b1', 'd1', 'f1']);
  assert.deepEqual(await dropTargetsShown(page, 'white', 'b'), ['b1', 'd1', 'f1']);
  await dragFromPocket(page, 'white', 'b', 'g1', GAME);
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 8, 'no bishop on g1');
  await box.fill('B@g1');
  await box.press('Enter');
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 8, 'B@g1 typed is refused too');
  await box.fill('');
  // Black's second bishop cannot go on a dark square either (f8 is one).
  assert.ok(!(await getGame(env.server.base, g.id)).legal.includes('B@g1'));

  // The rest: 5. B@f1 b@c8 6. Q@d1 q@d8 7. N@b1 n@b8 8. N@g1 n@g8, by both ways.
  await dragFromPocket(page, 'white', 'b', 'f1', GAME);
  await waitPly(page, 9);
  await tapDrop(page, 'black', 'b', 'c8');
  await waitPly(page, 10);
  await tapDrop(page, 'white', 'q', 'd1');
  await waitPly(page, 11);
  await dragFromPocket(page, 'black', 'q', 'd8', GAME);
  await waitPly(page, 12);
  for (const [ply, uci] of [
    [13, 'N@b1'],
    [14, 'N@b8'],
    [15, 'N@g1'],
  ]) {
    await postMove(env.server.base, g.id, g.token, uci);
    await waitPly(page, ply);
  }
  await dragFromPocket(page, 'black', 'n', 'g8', GAME);
  await waitPly(page, 16);
  // Chess's start, with both hands empty and every right.
  assert.deepEqual(await position(g), { board: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[]', turn: 'w', castling: 'KQkq' });
  await expectPocket(page, 'white', { n: 0, b: 0, r: 0, q: 0, k: 0 });
  await expectPocket(page, 'black', { n: 0, b: 0, r: 0, q: 0, k: 0 });
  state = await getGame(env.server.base, g.id);
  assert.ok(state.legal.includes('e2e4') && !state.legal.some((m) => m.includes('@')), 'moves again, no drops');
  assert.deepEqual(state.san.slice(0, 4), ['R@a1', 'R@a8', 'K@e1', 'K@e8']);
  await screenshot(page, 'placement-setup-done');

  // Then chess: 9. e4 e5 10. Nf3 Nc6 11. Bc4 Bc5 12. O-O, the king dragged two squares.
  for (const [ply, uci] of [
    [17, 'e2e4'],
    [18, 'e7e5'],
    [19, 'g1f3'],
    [20, 'b8c6'],
    [21, 'f1c4'],
    [22, 'f8c5'],
  ]) {
    await postMove(env.server.base, g.id, g.token, uci);
    await waitPly(page, ply);
  }
  await dragMove(page, 'e1', 'g1');
  await waitPly(page, 23);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.san[22], 'O-O');
  assert.deepEqual(await position(g), { board: 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1[]', turn: 'b', castling: 'kq' });
  await waitBoard(page, (c) => c.pieces.g1 === 'k-piece white' && c.pieces.f1 === 'r-piece white', 'castled');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a check while the other king waits in hand: only the king on the board is marked; the king dropped last", async () => {
  // White's king stands on e1; Black's waits in hand beside a queen.
  const { g, context, page, errors } = await hotseat('8/8/8/8/8/8/8/4K3[kq] b - - 0 1', 'el');
  // The pockets keep a place for each piece of the start's hands.
  await expectPocket(page, 'black', { n: 0, b: 0, r: 0, q: 1, k: 1 });
  assert.equal(await pocket(page, 'black').getAttribute('aria-label'), T('el', 'pocket-label', { colour: 'black', hand: `${T('el', 'piece-name-king')}, ${T('el', 'piece-name-queen')}` }));
  assert.deepEqual((await boardContents(page)).checks, [], 'nobody in check');
  // The queen dropped on e8 checks the king on e1: that square alone is marked.
  await dragFromPocket(page, 'black', 'q', 'e8', GAME);
  await waitPly(page, 1);
  let state = await getGame(env.server.base, g.id);
  assert.equal(state.check, true);
  assert.deepEqual(state.checked, ['e1']);
  await waitBoard(page, (c) => c.checks.length === 1 && c.checks[0] === 'e1', 'the white king marked');
  assert.equal(state.san[0], 'Q@e8+');
  await dragMove(page, 'e1', 'd2');
  await waitPly(page, 2);
  await waitBoard(page, (c) => c.checks.length === 0, 'no check');
  // Black must drop its king now: on the eighth rank only, where nothing attacks it.
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.legal, ['K@a8', 'K@b8', 'K@c8', 'K@d8', 'K@f8', 'K@g8', 'K@h8']);
  assert.deepEqual(await dropTargetsShown(page, 'black', 'k'), ['a8', 'b8', 'c8', 'd8', 'f8', 'g8', 'h8']);
  await tapDrop(page, 'black', 'k', 'g8');
  await waitPly(page, 3);
  await waitBoard(page, (c) => c.pieces.g8 === 'k-piece black' && c.checks.length === 0, 'the black king on g8');
  assert.equal((await getGame(env.server.base, g.id)).fen, '4q1k1/8/8/8/8/8/3K4/8[] w - - 0 3');
  // The status line says whose turn it is, with no count beside it.
  assert.equal(await page.locator('.game-page [data-el="count"]').innerText(), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('screen-reader mode reads the king in hand and a drop of it', async () => {
  const { g, context, page, errors } = await hotseat(undefined, 'es');
  await page.goto(`/game/${g.id}?lang=es&blind=1`);
  await page.waitForSelector('.connection[data-state="open"]', { state: 'attached' });
  const white = page.locator('.blind-by-piece p[data-hand="white"]');
  const hand = [T('es', 'piece-name-king'), T('es', 'piece-name-queen'), T('es', 'pocket-many-rook', { count: 2 }), T('es', 'pocket-many-bishop', { count: 2 }), T('es', 'pocket-many-knight', { count: 2 })].join(', ');
  assert.equal(await white.innerText(), T('es', 'pocket-label', { colour: 'white', hand }));
  await postMove(env.server.base, g.id, g.token, 'K@e1');
  await waitPly(page, 1);
  await page.waitForFunction(() => document.querySelector('.blind-log p:last-child')?.textContent.includes('e1'));
  const said = await page.locator('.blind-log p').last().innerText();
  assert.ok(said.startsWith(T('es', 'blind-move', { colour: 'white', move: `K@e1, ${T('es', 'blind-drop', { piece: T('es', 'piece-name-king'), square: 'e1' })}` })), said);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the designer: must_drop, drop squares, opposite_colours and by_drops written, read back, and by_drops refused without drops', async () => {
  const lang = 'el';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const box = (path) => page.locator(`[data-path="${path}"]`);
  const label = (path) => page.locator(`[data-field="${path}"] label`).first().innerText();

  // Chess castles: castling by drops, ticked without drops, is refused at its box in Greek.
  assert.equal(await label('castling.by_drops'), T(lang, 'designer-castling-by-drops'));
  await box('castling.by_drops').check();
  await hasText('by_drops = true\n');
  await valid(false);
  assert.equal(await problemAt('castling.by_drops'), T(lang, 'designer-error-by-drops-without-drops'));
  // With drops, it is good.
  await box('drops.on').check();
  await hasText('[drops]\n');
  await valid(true);
  assert.match(await fileText(), /\[castling\]\n(?:[^\n]*\n)*?by_drops = true\n/);

  // The drops' new fields, each written when set.
  assert.equal(await label('drops.must_drop'), T(lang, 'designer-drops-must-drop'));
  await box('drops.must_drop').check();
  await hasText('must_drop = true\n');
  await box('drops.squares').fill('a1-h1');
  await hasText('squares = ["a1-h1"]\n');
  await box('drops.black_squares').fill('a8-d8, e8-h8');
  await hasText('black_squares = ["a8-d8", "e8-h8"]\n');
  // The kinds dropped on both colours: any piece but the royal one is offered.
  const offered = await page.locator('[data-path="drops.opposite_colours"]').evaluateAll((els) => els.map((e) => e.value));
  assert.deepEqual(offered, ['Q', 'R', 'B', 'N', 'P']);
  await page.locator('[data-path="drops.opposite_colours"][value="B"]').check();
  await hasText('opposite_colours = ["B"]\n');
  await valid(true);
  assert.match(
    await fileText(),
    /\[drops\]\ncaptures_to_hand = true\ndemote_promoted = true\npawns_on_first_rank = false\nmust_drop = true\nsquares = \["a1-h1"\]\nblack_squares = \["a8-d8", "e8-h8"\]\nopposite_colours = \["B"\]\n/,
  );
  // A square the board lacks: the rules' word at the field.
  await box('drops.squares').fill('a1-z1');
  await hasText('squares = ["a1-z1"]');
  await valid(false);
  assert.equal(await problemAt('drops.squares'), T(lang, 'designer-error-bad-region', { text: 'a1-z1' }));
  // Emptied, Black's squares and then White's go from the file: drops go anywhere again.
  await box('drops.black_squares').fill('');
  await lacksText('black_squares');
  await box('drops.squares').fill('');
  await lacksText('\nsquares = ');
  await valid(true);
  await box('drops.must_drop').uncheck();
  await lacksText('must_drop');
  await page.locator('[data-path="drops.opposite_colours"][value="B"]').uncheck();
  await lacksText('opposite_colours');
  // Drops off again: castling by drops is refused once more; off too, the game is good.
  await box('drops.on').uncheck();
  await lacksText('[drops]');
  await valid(false);
  assert.equal(await problemAt('castling.by_drops'), T(lang, 'designer-error-by-drops-without-drops'));
  await box('castling.by_drops').uncheck();
  await lacksText('by_drops');
  await valid(true);

  // Placement chess's file read into the form: the boxes show it.
  await typeFile(placementFile());
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="drops.must_drop"]')?.checked === true);
  assert.equal(await box('castling.by_drops').isChecked(), true);
  assert.equal(await box('drops.squares').inputValue(), 'a1-h1');
  assert.equal(await box('drops.black_squares').inputValue(), '');
  assert.equal(await page.locator('[data-path="drops.opposite_colours"][value="B"]').isChecked(), true);
  assert.equal(await box('drops.captures_to_hand').isChecked(), false);
  // Without must_drop, a king may not wait in hand: the start is refused; ticked again, good.
  await box('drops.must_drop').uncheck();
  await lacksText('must_drop');
  await valid(false);
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'start');
  await box('drops.must_drop').check();
  await hasText('must_drop = true');
  await valid(true);
  // Black's own squares written in place on the read file, the rest kept.
  await box('drops.black_squares').fill('a8-h8');
  await hasText('black_squares = ["a8-h8"]');
  await valid(true);
  assert.match(await fileText(), /squares = \["a1-h1"\]\nblack_squares = \["a8-h8"\]\nopposite_colours = \["B"\]/);
  // by_drops typed into a file without drops: refused at the field, in Greek.
  await typeFile(placementFile().replace(/\[drops\][\s\S]*?\n\[rules\]/, '[rules]').replace('[KQRRBBNNkqrrbbnn]', '').replace('8/pppppppp/8/8/8/8/PPPPPPPP/8', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'));
  await valid(false);
  assert.equal(await problemAt('castling.by_drops'), T(lang, 'designer-error-by-drops-without-drops'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules pages say that drops must be made, where they go, on both colours, and give castling', async () => {
  for (const lang of LANGUAGES) {
    const placement = await fileRulesSaid(env, 'placement', lang);
    const said = Object.fromEntries(placement);
    const name = (p) => T(lang, `piece-name-${p}`);
    const or = (items) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);
    assert.equal(said['rules-generic-drops-must'], T(lang, 'rules-generic-drops-must', { held: 'yes', royal: name('king') }), lang);
    assert.equal(said['rules-generic-drops-squares'], T(lang, 'rules-generic-drops-squares', { white: 'a1–h1', black: 'a8–h8' }), lang);
    assert.equal(said['rules-generic-drops-opposite-colours'], T(lang, 'rules-generic-drops-opposite-colours', { pieces: name('bishop') }), lang);
    const castling = { king: name('king'), rook: name('rook'), white: 'e1', black: 'e8', rooks: or(['a1', 'h1']), blackrooks: or(['a8', 'h8']) };
    assert.equal(said['rules-generic-castling-by-drops'], T(lang, 'rules-generic-castling-by-drops', castling), lang);
    // Drops that must be made are said instead of the drop a player may make.
    assert.ok(!('rules-generic-drops' in said), `${lang}: no "may drop"`);
    // Crazyhouse: none of them.
    const crazyhouse = (await fileRulesSaid(env, 'crazyhouse', lang)).map(([rule]) => rule);
    for (const rule of ['rules-generic-drops-must', 'rules-generic-drops-squares', 'rules-generic-drops-opposite-colours', 'rules-generic-castling-by-drops'])
      assert.ok(!crazyhouse.includes(rule), `${lang} crazyhouse: ${rule}`);
    assert.ok(crazyhouse.includes('rules-generic-drops'), `${lang} crazyhouse: "may drop"`);
  }
  // In English, word for word, the rule first in its box.
  const en = await fileRulesSaid(env, 'placement', 'en');
  const said = Object.fromEntries(en);
  assert.equal(
    said['rules-generic-drops-must'],
    'Each player has pieces in hand, shown above and below the board, each piece with its count. While a player has pieces in hand, every move must be a drop: one of them put on an empty square, even to block a check. Only when no drop is possible does the player move a piece on the board. The King starts in hand too: until it is dropped, its side cannot be in check.',
  );
  assert.equal(said['rules-generic-drops-squares'], "Pieces are dropped only on these squares: White's on a1–h1, Black's on a8–h8. Each piece's own limits, such as the ranks where pawns are never dropped, still apply.");
  assert.equal(
    said['rules-generic-castling-by-drops'],
    "Castling rights come from drops: the King dropped on its square (e1; Black's: e8) may castle with a Rook standing on a castling square of its side (a1 or h1; Black's: a8 or h8), and a Rook dropped on such a square gives that right when the King already stands on its square. Once given, the rights are lost as in chess, and a FEN keeps them in its castling field.",
  );
  const order = en.map(([rule]) => rule).filter((r) => r.startsWith('rules-generic-drops') || r === 'rules-generic-castling-by-drops');
  assert.equal(order[0], 'rules-generic-drops-must', order.join(' '));
  assert.equal(order.at(-1), 'rules-generic-castling-by-drops', order.join(' '));
});
