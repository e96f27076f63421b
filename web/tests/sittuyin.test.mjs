// Sittuyin (variants/examples/sittuyin.toml) in the browser, against the real server loading the
// example files: the setup by drops (the rooks only on the first rank: a rook dragged to the
// second is refused, the board offers it no such square); a pawn that promotes where it stands
// (`d5d5f`), offered in the picker when the selected pawn is pressed again or dragged back onto
// its square, typed as `d5=F` or `d5d5f`, and said in words in screen-reader mode; a promotion
// with a step (`d5c4f`, its only form) sent with its letter without a picker; a tap twice on a
// touch screen; a piece pressed twice that has no such move (the met, chess's pawn) only let go,
// and a piece selected then a square pressed moving as before; the analysis board and the
// designer's try-board do the same; an ASEAN count shown beside the status. The designer writes
// `in_place` and `first_rank_only`, reads them back; the rules page says the new rules.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { initSync, WasmGame } from '../src/wasm/turnpan_wasm.js';
import { WEB, contextWithTokens, createGame, dragFromPocket, dragMove, getGame, openGamePage, postMove, screenshot, serverAndBrowser, squareCenter, waitPly } from './harness.mjs';
import { LANGUAGES, T, boardContents, fileRulesSaid, hotseatGame, pocketDropTargets, pocketSlot, promotionChoices, waitBoard } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

initSync({ module: readFileSync(join(WEB, 'src', 'wasm', 'turnpan_wasm_bg.wasm')) });

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });
const GAME = '.game-page .board-frame';
const sittuyinFile = () => readFileSync(join(EXAMPLES, 'sittuyin.toml'), 'utf8');
/** White's pawn on d5 (a square of its zone) and c3; Black's king on f7, so a met on e6 would
 *  check it: d5 may promote where it stands, or on c4, c6 and e4; c3 (not the last pawn, not on
 *  the zone) may not. */
const TWO_PAWNS = '8/5k2/8/3P4/8/2P5/8/4K3[] w - - 0 1';

/** A hot-seat game of Sittuyin (from `fen`, else its start), opened holding both seats. */
async function hotseat(fen, lang = 'en', query = '') {
  const opened = await hotseatGame(env, 'sittuyin', fen, lang);
  const { g } = opened;
  if (query) {
    await opened.page.goto(`/game/${g.id}?lang=${lang}&${query}`);
    await opened.page.waitForSelector('.connection[data-state="open"]', { state: 'attached' });
  }
  return opened;
}

/** Presses (clicks) the square of a board. */
async function press(page, square, frame = GAME) {
  const at = await squareCenter(page, square, frame);
  await page.mouse.click(at.x, at.y);
}

/** Drags the piece on `square` to `via`, then back onto its own square. */
async function dragBack(page, square, via, frame = GAME) {
  const a = await squareCenter(page, square, frame);
  const b = await squareCenter(page, via, frame);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.move(a.x, a.y, { steps: 5 });
  await page.mouse.up();
}

/** The picker, once open, and its choices as drawn. */
async function pickerOpen(page, frame = GAME) {
  await page.locator(`${frame} .promotion-picker`).waitFor();
  return promotionChoices(page, frame);
}

/** Waits a moment and asserts no picker is open. */
async function noPicker(page, what, frame = GAME) {
  await page.waitForTimeout(300);
  assert.equal(await page.locator(`${frame} .promotion-picker`).count(), 0, what);
}

/** The rules in WebAssembly on a position and moves: the state they reach. */
function rules(fen, moves) {
  const game = new WasmGame('sittuyin', sittuyinFile());
  game.setPosition(fen, moves);
  const s = JSON.parse(game.state());
  game.free();
  return s;
}

const slot = pocketSlot;
const dropTargetsShown = pocketDropTargets;

test('the setup by drops: the rooks only on the first rank, the rest on the first three ranks, then the pawns move', async () => {
  const { g, context, page, errors } = await hotseat(undefined, 'en');
  let state = await getGame(env.server.base, g.id);
  assert.ok(state.legal.length > 0 && state.legal.every((m) => m.includes('@')), 'only drops while the hand holds pieces');
  // The rook: the first rank only; the knight: the empty squares of the first three ranks.
  const firstRank = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'];
  assert.deepEqual(await dropTargetsShown(page, 'white', 'r'), firstRank);
  const three = [...firstRank, 'a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2', 'e3', 'f3', 'g3', 'h3'].sort();
  assert.deepEqual(await dropTargetsShown(page, 'white', 'n'), three);
  assert.deepEqual(state.legal.filter((m) => m.startsWith('R@')).map((m) => m.slice(2)).sort(), firstRank);
  // A rook dragged to the second rank is refused: nothing is played, the rook stays in hand.
  await dragFromPocket(page, 'white', 'r', 'a2', GAME);
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0, 'no rook on a2');
  assert.equal(await slot(page, 'white', 'r').getAttribute('data-nb'), '2');
  // On the first rank it is played; Black's rook goes on its own first rank, the eighth.
  await dragFromPocket(page, 'white', 'r', 'a1', GAME);
  await waitPly(page, 1);
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.legal.filter((m) => m.startsWith('R@')).map((m) => m.slice(2)).sort(), ['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8']);
  await dragFromPocket(page, 'black', 'r', 'h7', GAME);
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 1, 'no black rook on h7');
  await dragFromPocket(page, 'black', 'r', 'h8', GAME);
  await waitPly(page, 2);
  // The rest of the setup: the king, met, sins, knights and the other rooks; a sin by tapping.
  await slot(page, 'white', 's').click();
  await press(page, 'c2');
  await waitPly(page, 3);
  const rest = ['S@f7', 'K@e1', 'K@d8', 'F@d2', 'F@e7', 'S@f2', 'S@c7', 'N@b1', 'N@b8', 'N@g1', 'N@g8', 'R@h1', 'R@a8'];
  for (const [i, uci] of rest.entries()) {
    await postMove(env.server.base, g.id, g.token, uci);
    await waitPly(page, 4 + i);
  }
  state = await getGame(env.server.base, g.id);
  assert.equal(state.fen.split(' ')[0], 'rn1k2nr/2s1fs2/4pppp/pppp4/4PPPP/PPPP4/2SF1S2/RN2K1NR[]');
  assert.ok(!state.legal.some((m) => m.includes('@')) && state.legal.includes('e4e5'), 'the pawns move once the hands are empty');
  for (const colour of ['white', 'black']) for (const l of ['k', 'f', 'r', 's', 'n']) assert.equal(await slot(page, colour, l).getAttribute('data-nb'), '0');
  await screenshot(page, 'sittuyin-setup-done');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a pawn promotes where it stands: pressed again, or dragged back onto its square, the picker offers the met', async () => {
  const { g, context, page, errors } = await hotseat(TWO_PAWNS, 'es');
  const legal = (await getGame(env.server.base, g.id)).legal;
  assert.deepEqual(legal.filter((m) => m.endsWith('f')).sort(), ['d5c4f', 'd5c6f', 'd5d5f', 'd5e4f']);
  // Selected, the pawn marks its own square among its targets.
  await press(page, 'd5');
  const { dests } = await waitBoard(page, (c) => c.dests.length > 0, 'd5 selected');
  assert.deepEqual(dests, ['c4', 'c6', 'd5', 'd6', 'e4']);
  await screenshot(page, 'sittuyin-in-place-selected');
  // Pressed again: the picker stands on d5, one choice, the met, named in Spanish; the dialog
  // says it promotes where it stands. Escape takes it back: nothing is sent.
  await press(page, 'd5');
  assert.deepEqual(await pickerOpen(page), [{ letter: 'f', square: 'd5' }]);
  const picker = page.locator(`${GAME} .promotion-picker`);
  assert.equal(await picker.getAttribute('role'), 'dialog');
  assert.equal(await picker.getAttribute('aria-label'), T('es', 'promotion-in-place-title'));
  assert.equal(await page.locator(`${GAME} .promotion-choice`).getAttribute('aria-label'), T('es', 'piece-name-met'));
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('promotion-choice')), true, 'the choice has the focus');
  await screenshot(page, 'sittuyin-in-place-picker');
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0);
  await waitBoard(page, (c) => c.pieces.d5 === 'p-piece white' && c.dests.length === 0, 'the pawn back, let go');
  // The other pawn (not on the zone, not the last) pressed twice is only let go, as before.
  await press(page, 'c3');
  await waitBoard(page, (c) => c.dests.length === 1, 'c3 selected');
  await press(page, 'c3');
  await waitBoard(page, (c) => c.dests.length === 0, 'c3 let go');
  await noPicker(page, 'no picker for c3');
  // The pawn selected, then an empty square it cannot reach: it is let go, nothing played.
  await press(page, 'd5');
  await waitBoard(page, (c) => c.dests.length === 5, 'd5 selected');
  await press(page, 'a1');
  await waitBoard(page, (c) => c.dests.length === 0, 'd5 let go');
  await noPicker(page, 'no picker after a1');
  // Dragged away and back onto d5: the picker again; the met chosen with the keyboard.
  await dragBack(page, 'd5', 'e5');
  assert.deepEqual(await pickerOpen(page), [{ letter: 'f', square: 'd5' }]);
  await page.keyboard.press('Enter');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['d5d5f']);
  assert.deepEqual(state.san, ['d5=F']);
  assert.equal(state.fen, rules(TWO_PAWNS, ['d5d5f']).fen);
  await waitBoard(page, (c) => c.pieces.d5 === 'f-piece white', 'the met on d5');
  assert.deepEqual(errors, []);
  await context.close();

  // On a touch screen: the pawn tapped twice.
  const t = await createGame(env.server.base, { variant: 'sittuyin', mode: 'hotseat', fen: TWO_PAWNS });
  const touch = await contextWithTokens(env.browser, env.server.base, { [t.id]: t.token }, { hasTouch: true });
  const tpage = await touch.newPage();
  const terrors = [];
  tpage.on('pageerror', (e) => terrors.push(e.message));
  await tpage.goto(`/game/${t.id}?lang=en`);
  await tpage.waitForSelector('.connection[data-state="open"]', { state: 'attached' });
  const d5 = await squareCenter(tpage, 'd5');
  await tpage.touchscreen.tap(d5.x, d5.y);
  await waitBoard(tpage, (c) => c.dests.includes('d5'), 'd5 selected by a tap');
  await tpage.touchscreen.tap(d5.x, d5.y);
  assert.deepEqual(await pickerOpen(tpage), [{ letter: 'f', square: 'd5' }]);
  await tpage.locator(`${GAME} .promotion-choice`).tap();
  await waitPly(tpage, 1);
  assert.deepEqual((await getGame(env.server.base, t.id)).moves, ['d5d5f']);
  assert.deepEqual(terrors, []);
  await touch.close();
});

test('a promotion with a step is sent with its letter, without a picker; other pieces, and chess, as before', async () => {
  const { g, context, page, errors } = await hotseat(TWO_PAWNS, 'pt');
  await dragMove(page, 'd5', 'c4');
  await waitPly(page, 1);
  await noPicker(page, 'a single form is played');
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['d5c4f']);
  // The pawn on c3 could step to c4, but a push is no promotion: no file is needed.
  assert.deepEqual(state.san, ['c4=F']);
  await waitBoard(page, (c) => c.pieces.c4 === 'f-piece white' && !c.pieces.d5, 'the met on c4');
  // Black's king; then the met, pressed twice, is only let go (it has no move that stays), and
  // selected then sent to d5 by a tap it moves as any piece.
  await postMove(env.server.base, g.id, g.token, 'f7e7');
  await waitPly(page, 2);
  await press(page, 'c4');
  await waitBoard(page, (c) => c.dests.join(' ') === 'b3 b5 d3 d5', 'the met selected');
  await press(page, 'c4');
  await waitBoard(page, (c) => c.dests.length === 0, 'the met let go');
  await noPicker(page, 'no picker for the met');
  await press(page, 'c4');
  await press(page, 'd5');
  await waitPly(page, 3);
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['d5c4f', 'f7e7', 'c4d5']);
  assert.deepEqual(errors, []);
  await context.close();

  // Chess, as before: a pawn pressed twice is let go, no picker; selected, then a square, it moves.
  const c = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
  const chess = await openGamePage(env.browser, env.server.base, c, 'en');
  await press(chess.page, 'e2');
  await waitBoard(chess.page, (b) => b.dests.join(' ') === 'e3 e4', 'e2 selected');
  await press(chess.page, 'e2');
  await waitBoard(chess.page, (b) => b.dests.length === 0, 'e2 let go');
  await noPicker(chess.page, 'no picker in chess');
  await press(chess.page, 'e2');
  await press(chess.page, 'e4');
  await waitPly(chess.page, 1);
  assert.deepEqual((await getGame(env.server.base, c.id)).moves, ['e2e4']);
  assert.deepEqual(chess.errors, []);
  await chess.context.close();
});

test('typed promotions (d5=F, g2g2f) and the screen reader saying them', async () => {
  // Each side's last pawn promotes anywhere: White's on b7, Black's on g2.
  const fen = '8/1P6/8/7k/8/8/6p1/4K3[] w - - 0 1';
  const { g, context, page, errors } = await hotseat(fen, 'en', 'blind=1');
  const box = page.getByRole('combobox', { name: T('en', 'move-entry-label') });
  await box.fill('b7');
  await page.locator('.move-options [role="option"]').first().waitFor();
  const options = await page.locator('.move-options [role="option"] .san').allTextContents();
  assert.ok(options.includes('b7=F') && options.includes('b8'), options.join(' '));
  await box.fill('b7=F');
  await box.press('Enter');
  await waitPly(page, 1);
  const log = page.locator('.blind-log p').last();
  await page.waitForFunction(() => document.querySelector('.blind-log p:last-child')?.textContent.includes('b7=F'));
  const here = T('en', 'blind-promoted-in-place', { pawn: T('en', 'piece-name-pawn'), square: 'b7', piece: 'Met' });
  assert.ok((await log.innerText()).startsWith(T('en', 'blind-move', { colour: 'white', move: `b7=F, ${here}` })), await log.innerText());
  assert.equal(here, 'Pawn on b7 promotes to Met where it stands');
  // Black's pawn, typed in engine form where it stands.
  await box.fill('g2g2f');
  await box.press('Enter');
  await waitPly(page, 2);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['b7b7f', 'g2g2f']);
  assert.deepEqual(state.san, ['b7=F', 'g2=F']);
  await page.waitForFunction(() => document.querySelector('.blind-log p:last-child')?.textContent.includes('g2=F'));
  assert.ok((await log.innerText()).includes(T('en', 'blind-promoted-in-place', { pawn: T('en', 'piece-name-pawn'), square: 'g2', piece: 'Met' })));
  // The met stands in the position read by piece.
  assert.match(await page.locator('.blind-by-piece p[data-colour="white"]').innerText(), /Met: b7/);
  await context.close();

  // A step aside, typed, said with where the pawn stood; in Greek.
  const other = await hotseat('8/1P6/8/7k/8/8/6p1/4K3[] b - - 0 1', 'el', 'blind=1');
  const greekBox = other.page.getByRole('combobox', { name: T('el', 'move-entry-label') });
  await greekBox.fill('f1=F');
  await greekBox.press('Enter');
  await waitPly(other.page, 1);
  state = await getGame(env.server.base, other.g.id);
  assert.deepEqual(state.moves, ['g2f1f']);
  await other.page.waitForFunction(() => document.querySelector('.blind-log p:last-child')?.textContent.includes('f1=F'));
  const aside = T('el', 'blind-promoted-aside', { pawn: T('el', 'piece-name-pawn'), from: 'g2', piece: T('el', 'piece-name-met'), square: 'f1' });
  assert.ok((await other.page.locator('.blind-log p').last().innerText()).startsWith(T('el', 'blind-move', { colour: 'black', move: `f1=F, ${aside}` })));
  assert.deepEqual([...errors, ...other.errors], []);
  await other.context.close();
});

test('a running ASEAN count is shown beside the status', async () => {
  // Black's bare king against a rook: the count runs (16 moves), 6 plies counted.
  const { g, context, page, errors } = await hotseat('8/8/4k3/8/8/2R1K3/8/8[] b - 32 6 1', 'en');
  const line = '.game-page .count-rule';
  await page.waitForFunction((want) => document.querySelector('.game-page .count-rule')?.textContent === want, T('en', 'game-count', { count: 3, limit: 16 }));
  await postMove(env.server.base, g.id, g.token, 'e6d5');
  await waitPly(page, 1);
  await page.waitForFunction((want) => document.querySelector('.game-page .count-rule')?.textContent === want, T('en', 'game-count', { count: 4, limit: 16 }));
  assert.equal(await page.locator(line).getAttribute('role'), 'status');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis board (rules in the browser): the pawn pressed twice promotes where it stands, a drag promotes a step away', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/analysis/sittuyin?fen=${encodeURIComponent(TWO_PAWNS)}&lang=el`);
  await waitPly(page, 0);
  const frame = '.analysis-page .board-frame';
  await page.locator(frame).waitFor();
  await press(page, 'd5', frame);
  await press(page, 'd5', frame);
  assert.deepEqual(await pickerOpen(page, frame), [{ letter: 'f', square: 'd5' }]);
  assert.equal(await page.locator(`${frame} .promotion-picker`).getAttribute('aria-label'), T('el', 'promotion-in-place-title'));
  await page.locator(`${frame} .promotion-choice[data-promote="f"]`).click();
  await waitPly(page, 1);
  assert.equal(await page.locator('.analysis-page').getAttribute('data-fen'), rules(TWO_PAWNS, ['d5d5f']).fen);
  // Back to the start, and the pawn dragged to e4: `d5e4f` at once.
  await page.keyboard.press('Home');
  await waitPly(page, 0);
  await dragMove(page, 'd5', 'e4', frame);
  await page.waitForFunction(
    (fen) => document.querySelector('.analysis-page')?.dataset.fen === fen,
    rules(TWO_PAWNS, ['d5e4f']).fen,
  );
  await noPicker(page, 'no picker for a single form', frame);
  assert.deepEqual(await page.locator('.move-tree .tree-move').allTextContents(), ['d5=F', 'e4=F']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the designer: in_place and first_rank_only written, read back, and the try-board promotes in place', async () => {
  const lang = 'el';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText } = await openDesigner(env, lang);
  const box = (path) => page.locator(`[data-path="${path}"]`);
  const label = (path) => page.locator(`[data-field="${path}"] label`).first().innerText();
  const firstRank = (letter) => page.locator(`[data-path="drops.first_rank_only"][value="${letter}"]`);

  // Chess's promotion: the tick beside the other promotion options.
  assert.equal(await label('promotion.in_place'), T(lang, 'designer-promotion-in-place'));
  await box('promotion.in_place').check();
  await hasText('in_place = true\n');
  await valid(true);
  assert.match(await fileText(), /\[promotion\]\n(?:[^\n]*\n)*?in_place = true\n/);
  await box('promotion.in_place').uncheck();
  await lacksText('in_place');
  // Drops on: a tick per piece but the royal one for the first rank.
  await box('drops.on').check();
  await hasText('[drops]\n');
  assert.equal(await page.locator('[data-field="drops.first_rank_only"] legend').innerText(), T(lang, 'designer-drops-first-rank-only'));
  const offered = await page.locator('[data-path="drops.first_rank_only"]').evaluateAll((els) => els.map((e) => e.value));
  assert.deepEqual(offered, ['Q', 'R', 'B', 'N', 'P']);
  await firstRank('R').check();
  await hasText('first_rank_only = ["R"]\n');
  await firstRank('N').check();
  await hasText('first_rank_only = ["R", "N"]\n');
  await valid(true);
  await firstRank('R').uncheck();
  await hasText('first_rank_only = ["N"]\n');
  await firstRank('N').uncheck();
  await lacksText('first_rank_only');
  await box('drops.on').uncheck();
  await lacksText('[drops]');
  await valid(true);

  // Sittuyin's file read into the form: the boxes show it; unticked and ticked again, written
  // back in place.
  await typeFile(sittuyinFile());
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="promotion.in_place"]')?.checked === true);
  assert.equal(await firstRank('R').isChecked(), true);
  assert.equal(await firstRank('N').isChecked(), false);
  assert.equal(await box('drops.must_drop').isChecked(), true);
  await box('promotion.in_place').uncheck();
  await lacksText('in_place');
  await valid(true);
  await box('promotion.in_place').check();
  await hasText('in_place = true');
  await firstRank('R').uncheck();
  await lacksText('first_rank_only');
  await firstRank('R').check();
  await hasText('first_rank_only = ["R"]');
  await valid(true);

  // The try-board, from a start with empty hands: both sides played here; d5 pressed twice.
  await typeFile(sittuyinFile().replace(/^start = .*$/m, `start = "${TWO_PAWNS}"`));
  await waitBoard(page, (c) => c.pieces.d5 === 'p-piece white' && c.pieces.f7 === 'k-piece black', 'the start shown', '.dz-start-board .board-frame');
  await valid(true);
  await page.locator('.dz-trial [data-el="opponent"]').selectOption('both');
  await page.locator('.dz-trial [data-act="start"]').click();
  const frame = '.dz-trial-board .board-frame';
  await page.locator(frame).scrollIntoViewIfNeeded();
  await waitBoard(page, (c) => c.pieces.d5 === 'p-piece white', 'the try-board', frame);
  await press(page, 'd5', frame);
  await waitBoard(page, (c) => c.dests.includes('d5'), 'd5 selected', frame);
  await press(page, 'd5', frame);
  assert.deepEqual(await pickerOpen(page, frame), [{ letter: 'f', square: 'd5' }]);
  await page.locator(`${frame} .promotion-choice`).click();
  await page.locator('.dz-trial[data-ply="1"]').waitFor();
  assert.equal(await page.locator('.dz-trial [data-el="moves"]').innerText(), '1. d5=F');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page says how pawns promote in place, its limits and stalemate, and where rooks are dropped', async () => {
  for (const lang of LANGUAGES) {
    const sittuyin = await fileRulesSaid(env, 'sittuyin', lang);
    for (const [rule, text] of sittuyin) assert.ok(text.trim() && !text.includes('rules-generic-'), `${lang} ${rule}: ${text}`);
    const said = Object.fromEntries(sittuyin);
    const name = (p) => T(lang, `piece-name-${p}`);
    assert.equal(said['rules-generic-promotion-in-place'], T(lang, 'rules-generic-promotion-in-place', { zone: 0, pieces: name('met') }), lang);
    assert.equal(said['rules-generic-promotion-in-place-limits'], T(lang, 'rules-generic-promotion-in-place-limits', { limits: T(lang, 'rules-generic-promotion-limit', { piece: name('met'), count: 1 }) }), lang);
    assert.equal(said['rules-generic-promotion-in-place-stalemate'], T(lang, 'rules-generic-promotion-in-place-stalemate', { royal: name('king'), pawn: name('pawn') }), lang);
    assert.equal(said['rules-generic-promotion-in-place-how'], T(lang, 'rules-generic-promotion-in-place-how', { san: 'a8=F', uci: 'a8a8f' }), lang);
    assert.equal(said['rules-generic-drops-first-rank-only'], T(lang, 'rules-generic-drops-first-rank-only', { pieces: name('rook'), white: '1', black: '8' }), lang);
    assert.equal(said['rules-generic-promotion-squares'], T(lang, 'rules-generic-promotion-squares', { white: 'a8, b7, c6, d5, e5, f6, g7, h8', black: 'a1, b2, c3, d4, e4, f3, g2, h1' }), lang);
    // The usual limits' sentence (a pawn that could not promote may not move there) is not said.
    assert.ok(!('rules-generic-promotion-limits' in said), `${lang}: no chess-style limits`);
    // Placement chess and Grand chess: none of these.
    const others = [...(await fileRulesSaid(env, 'placement', lang)), ...(await fileRulesSaid(env, 'grand', lang))].map(([rule]) => rule);
    for (const rule of others) assert.ok(!rule.startsWith('rules-generic-promotion-in-place') && rule !== 'rules-generic-drops-first-rank-only', `${lang}: ${rule}`);
  }
  // In English, word for word.
  const en = Object.fromEntries(await fileRulesSaid(env, 'sittuyin', 'en'));
  assert.equal(
    en['rules-generic-promotion-in-place'],
    "A pawn does not promote by moving: one that moves onto a square of the promotion zone stays a pawn. Instead, a pawn standing on a square of the zone, or a side's last pawn wherever it stands, may use its move to promote to Met, either where it stands or on an empty square the new piece could move to from there. Such a promotion is allowed only when the new piece attacks no enemy piece from its square and the move gives no check.",
  );
  assert.equal(en['rules-generic-promotion-in-place-limits'], 'A pawn may promote to such a piece only while its side has fewer of them on the board than the number given: Met (1).');
  assert.equal(
    en['rules-generic-promotion-in-place-stalemate'],
    'A side left with only its King and one Pawn, not in check, whose only moves are such promotions is stalemated: the pawn need not promote, and the game is drawn.',
  );
  assert.equal(
    en['rules-generic-promotion-in-place-how'],
    'On the board, select the pawn and press it again, or drag it back onto its own square, to choose what it becomes there; drag it to another square to promote it there. Such a move is written with the square where the new piece stands, as in a8=F, or in engine form with both squares, as in a8a8f for a promotion where the pawn stands.',
  );
  assert.equal(en['rules-generic-drops-first-rank-only'], "Pieces of these kinds are dropped only on their side's first rank (White's rank 1, Black's rank 8): Rook.");
});
