// Drops (crazyhouse and its family, variants/examples) in the browser, against the real server
// loading the example files: the hands shown as pockets beside the board, a capture filling the
// capturer's pocket, drops played by dragging from the pocket and by tapping the pocket then a
// square (only the squares of a legal drop offered), a promoted piece coming back as a pawn, a
// drop typed, the hands read out in screen-reader mode (in Spanish), a drop on the analysis board
// (the rules in WebAssembly), Pocket knight's start, and the designer's drops.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, contextWithTokens, createGame, dragMove, getGame, http, postMove, screenshot, serverAndBrowser, squareCenter, waitConnected, waitPly } from './harness.mjs';
import { T, boardContents, waitBoard } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });
const GAME = '.game-page .board-frame';

/** The pocket of a side (wherever it stands), under `root`. */
const pocket = (page, colour, root = '.game-page') => page.locator(`${root} .board-pocket[data-colour="${colour}"]`);
/** A piece's slot in a side's pocket. */
const slot = (page, colour, letter, root) => pocket(page, colour, root).locator(`piece[data-role="${letter}-piece"]`);

/** Every count of a side's pocket, as `{ p: 1, n: 0, ... }`. */
async function counts(page, colour, root) {
  return pocket(page, colour, root)
    .locator('piece')
    .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.role.replace('-piece', ''), Number(e.dataset.nb)])));
}

/** Waits until a side's pocket shows `expected` (chessgroundx draws the pockets on its next
 *  frame), then checks it. */
async function expectCounts(page, colour, expected, root, what = colour) {
  const deadline = Date.now() + 4000;
  let last;
  for (;;) {
    last = await counts(page, colour, root);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) return assert.deepEqual(last, expected, what);
    await page.waitForTimeout(50);
  }
}

/** Drags a piece from a side's pocket onto a square. */
async function dragDrop(page, colour, letter, square, frame = GAME, root) {
  const box = await slot(page, colour, letter, root).boundingBox();
  const to = await squareCenter(page, square, frame);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move((box.x + to.x) / 2, (box.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Taps a piece of a side's pocket (choosing it for a drop). */
async function tapPocket(page, colour, letter, root) {
  await slot(page, colour, letter, root).click();
}

async function tapSquare(page, square, frame = GAME) {
  const at = await squareCenter(page, square, frame);
  await page.mouse.click(at.x, at.y);
}

/** The targets of a piece's drops in the server's legal list (`P@d4` → `d4`), sorted. */
const dropTargets = (legal, letter) => legal.filter((m) => m.startsWith(`${letter}@`)).map((m) => m.slice(2)).sort();

async function open(path, tokens = {}) {
  const context = await contextWithTokens(env.browser, env.server.base, tokens);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return { context, page, errors };
}

test('crazyhouse, hot-seat: a capture fills the pocket; drops by drag and by tap, only on legal squares', async () => {
  const g = await createGame(env.server.base, { variant: 'crazyhouse', mode: 'hotseat' });
  const { context, page, errors } = await open(`/game/${g.id}?lang=en`, { [g.id]: g.token });
  await waitConnected(page);
  // Both pockets, empty, White's below the board (as the board is seen).
  assert.equal(await page.locator('.game-page .board-pocket').count(), 2);
  assert.equal(await page.locator('.game-page .board-pocket.bottom').getAttribute('data-colour'), 'white');
  await expectCounts(page, 'white', { p: 0, n: 0, b: 0, r: 0, q: 0 });
  assert.equal(await pocket(page, 'white').getAttribute('aria-label'), T('en', 'pocket-label', { colour: 'white', hand: T('en', 'pocket-empty') }));

  // 1. e4 d5 2. exd5: White's capture puts a pawn in White's pocket.
  await dragMove(page, 'e2', 'e4');
  await waitPly(page, 1);
  await dragMove(page, 'd7', 'd5');
  await waitPly(page, 2);
  await dragMove(page, 'e4', 'd5');
  await waitPly(page, 3);
  await expectCounts(page, 'white', { p: 1, n: 0, b: 0, r: 0, q: 0 });
  await expectCounts(page, 'black', { p: 0, n: 0, b: 0, r: 0, q: 0 });
  assert.equal(await pocket(page, 'white').getAttribute('aria-label'), T('en', 'pocket-label', { colour: 'white', hand: T('en', 'piece-name-pawn') }));
  // 2... Nf6 3. Nc3 Nxd5 4. Nxd5 Qxd5: a knight and a pawn in each hand.
  for (const uci of ['g8f6', 'b1c3', 'f6d5', 'c3d5', 'd8d5']) await postMove(env.server.base, g.id, g.token, uci);
  await waitPly(page, 8);
  await expectCounts(page, 'white', { p: 1, n: 1, b: 0, r: 0, q: 0 });
  await expectCounts(page, 'black', { p: 1, n: 1, b: 0, r: 0, q: 0 });
  let state = await getGame(env.server.base, g.id);
  assert.match(state.fen, /\[NPnp\] w /, 'the server holds the same hands');

  // The pawn chosen: its legal drops are offered, the first and last ranks are not (b1 and g8
  // are empty), and they are what the server lists.
  await tapPocket(page, 'white', 'p');
  let shown = await waitBoard(page, (c) => c.dests.length > 0, 'pawn drops offered');
  assert.deepEqual(shown.dests, dropTargets(state.legal, 'P'));
  assert.ok(!shown.dests.includes('b1') && !shown.dests.includes('g8'), `pawn drops: ${shown.dests}`);
  assert.ok(shown.dests.includes('d4'));
  // A pawn dragged onto b1 is not played.
  await dragDrop(page, 'white', 'p', 'b1');
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 8, 'no drop on the first rank');
  await expectCounts(page, 'white', { p: 1, n: 1, b: 0, r: 0, q: 0 });
  // The knight may go to b1.
  await tapPocket(page, 'white', 'n');
  shown = await waitBoard(page, (c) => c.dests.includes('b1'), 'knight drops offered');
  assert.deepEqual(shown.dests, dropTargets(state.legal, 'N'));

  // 5. N@f3 dragged from the pocket.
  await dragDrop(page, 'white', 'n', 'f3');
  await waitPly(page, 9);
  await expectCounts(page, 'white', { p: 1, n: 0, b: 0, r: 0, q: 0 });
  await waitBoard(page, (c) => c.pieces.f3 === 'n-piece white', 'the knight on f3');
  // The drop is the last move: its square is marked.
  const marked = await page.evaluate(() => [...document.querySelectorAll('.game-page .board-frame square.last-move')].length);
  assert.equal(marked, 1, 'a drop marks one square');
  await dragMove(page, 'a7', 'a6');
  await waitPly(page, 10);
  // 6. P@d4: the pawn tapped, then the square.
  await tapPocket(page, 'white', 'p');
  await tapSquare(page, 'd4');
  await waitPly(page, 11);
  await waitBoard(page, (c) => c.pieces.d4 === 'p-piece white', 'the pawn on d4');
  await expectCounts(page, 'white', { p: 0, n: 0, b: 0, r: 0, q: 0 });

  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves.slice(8), ['N@f3', 'a7a6', 'P@d4']);
  assert.deepEqual(state.san.slice(8), ['N@f3', 'a6', 'P@d4']);
  assert.match(state.fen, /\[np\] b /, "White's hand is empty, Black's holds a knight and a pawn");
  assert.match(await page.locator('.game-page .move-list').innerText(), /N@f3/);

  // Reviewing an earlier position shows that position's pockets.
  await page.locator('.move-list [data-ply="8"]').click();
  await page.waitForFunction(() => document.querySelector('.board-pocket[data-colour="white"] piece[data-role="n-piece"]')?.dataset.nb === '1');
  await expectCounts(page, 'white', { p: 1, n: 1, b: 0, r: 0, q: 0 });
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('.board-pocket[data-colour="white"] piece[data-role="n-piece"]')?.dataset.nb === '0');
  // Flipped, Black's pocket is the one below.
  await page.locator('[data-act="flip"]').click();
  assert.equal(await page.locator('.game-page .board-pocket.bottom').getAttribute('data-colour'), 'black');
  assert.equal(await page.locator('.game-page .board-pocket.bottom').getAttribute('aria-label'), T('en', 'pocket-label', { colour: 'black', hand: `${T('en', 'piece-name-knight')}, ${T('en', 'piece-name-pawn')}` }));
  await screenshot(page, 'crazyhouse-drops');

  // A spectator sees the same pockets, and cannot drop from them.
  const watcher = await open(`/game/${g.id}?lang=en`);
  await waitConnected(watcher.page);
  await expectCounts(watcher.page, 'black', { p: 1, n: 1, b: 0, r: 0, q: 0 });
  assert.equal(await watcher.page.locator('.game-page .board-pocket.usable').count(), 0);
  await tapPocket(watcher.page, 'black', 'n');
  assert.deepEqual((await boardContents(watcher.page)).dests, [], 'nothing offered to a spectator');
  // Over (Black resigns): the review page shows each position's pockets.
  await http(env.server.base, 'POST', `/api/games/${g.id}/resign`, undefined, g.token);
  await watcher.page.goto(`/review/${g.id}?lang=en`);
  const review = '.review-page';
  await watcher.page.locator(`${review}[data-ply="11"]`).waitFor();
  await expectCounts(watcher.page, 'white', { p: 0, n: 0, b: 0, r: 0, q: 0 }, review);
  await expectCounts(watcher.page, 'black', { p: 1, n: 1, b: 0, r: 0, q: 0 }, review);
  await watcher.page.locator('.move-list [data-ply="3"]').click();
  await watcher.page.locator(`${review}[data-ply="3"]`).waitFor();
  await expectCounts(watcher.page, 'white', { p: 1, n: 0, b: 0, r: 0, q: 0 }, review);
  await expectCounts(watcher.page, 'black', { p: 0, n: 0, b: 0, r: 0, q: 0 }, review);
  assert.deepEqual([...errors, ...watcher.errors], []);
  await watcher.context.close();
  await context.close();
});

test('a captured promoted piece goes to the hand as a pawn (crazyhouse), as itself in loop chess', async () => {
  // A promoted white queen (`Q~`) on d5 that the knight on c3 takes.
  const fen = '4k3/8/8/3Q~4/8/2n5/8/4K3[] b - - 0 1';
  for (const [variant, hand] of [
    ['crazyhouse', { p: 1, n: 0, b: 0, r: 0, q: 0 }],
    ['loop', { p: 0, n: 0, b: 0, r: 0, q: 1 }],
  ]) {
    const g = await createGame(env.server.base, { variant, mode: 'hotseat', fen });
    const { context, page, errors } = await open(`/game/${g.id}?lang=en`, { [g.id]: g.token });
    await waitConnected(page);
    // Crazyhouse marks the promoted queen; loop chess has no use for the mark (its FENs drop it).
    assert.equal(await page.locator(`${GAME} piece.promoted`).count(), variant === 'crazyhouse' ? 1 : 0, `${variant}: the promoted mark`);
    await dragMove(page, 'c3', 'd5');
    await waitPly(page, 1);
    await expectCounts(page, 'black', hand, undefined, variant);
    const state = await getGame(env.server.base, g.id);
    assert.match(state.fen, variant === 'crazyhouse' ? /\[p\] w / : /\[q\] w /, `${variant}: ${state.fen}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('a drop typed: `@e4` for a pawn, `n@c3` for a knight; a drop sounds as a move', async () => {
  const g = await createGame(env.server.base, { variant: 'crazyhouse', mode: 'hotseat', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/R1BQKBNR[NP] w KQkq - 0 1' });
  const context = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  // The sounds the page plays (it announces each one on the document).
  await context.addInitScript(() => {
    window.heard = [];
    document.addEventListener('turnpan:sound', (e) => window.heard.push(e.detail.name));
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/game/${g.id}?lang=en`);
  await waitConnected(page);
  const box = page.getByRole('combobox', { name: T('en', 'move-entry-label') });
  await box.fill('@e4');
  await box.press('Enter');
  await waitPly(page, 1);
  await postMove(env.server.base, g.id, g.token, 'a7a6');
  await waitPly(page, 2);
  // The completions of a drop's start, then the whole drop.
  await box.fill('n@');
  await page.getByRole('listbox').waitFor();
  const options = await page.locator('.move-options [data-uci]').evaluateAll((els) => els.map((e) => e.dataset.uci));
  assert.ok(options.length > 0 && options.every((u) => u.startsWith('N@')), `options: ${options}`);
  await box.fill('n@c3');
  await box.press('Enter');
  await waitPly(page, 3);
  await page.waitForFunction(() => window.heard.length > 0);
  const heard = await page.evaluate(() => window.heard);
  assert.equal(heard.at(-1), 'move', `sounds: ${heard}`);
  assert.ok(!heard.includes('capture') && !heard.includes('check'), `sounds: ${heard}`);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['P@e4', 'a7a6', 'N@c3']);
  assert.match(state.fen, /\[\] b /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('screen-reader mode reads the hands and the drops, in Spanish', async () => {
  const g = await createGame(env.server.base, { variant: 'crazyhouse', mode: 'hotseat', fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR[QPPn] w KQkq - 0 1' });
  const { context, page, errors } = await open(`/game/${g.id}?lang=es&blind=1`, { [g.id]: g.token });
  await waitConnected(page);
  const white = page.locator('.blind-by-piece p[data-hand="white"]');
  const black = page.locator('.blind-by-piece p[data-hand="black"]');
  const whiteHand = `${T('es', 'piece-name-queen')}, ${T('es', 'pocket-many-pawn', { count: 2 })}`;
  assert.equal(await white.innerText(), T('es', 'pocket-label', { colour: 'white', hand: whiteHand }));
  assert.equal(await black.innerText(), T('es', 'pocket-label', { colour: 'black', hand: T('es', 'piece-name-knight') }));
  assert.match(await white.innerText(), /^En mano de las Blancas: Dama, 2 peones$/);
  // A drop is announced in words, with the hand it left.
  await postMove(env.server.base, g.id, g.token, 'P@e4');
  await waitPly(page, 1);
  const move = T('es', 'blind-move', { colour: 'white', move: `P@e4, ${T('es', 'blind-drop', { piece: T('es', 'piece-name-pawn'), square: 'e4' })}` });
  const handNow = T('es', 'pocket-label', { colour: 'white', hand: `${T('es', 'piece-name-queen')}, ${T('es', 'piece-name-pawn')}` });
  const log = page.locator('.blind-log p').last();
  await page.waitForFunction(() => document.querySelector('.blind-log p:last-child')?.textContent.includes('e4'));
  assert.equal(await log.innerText(), `${move}. ${handNow}.`);
  assert.equal(await white.innerText(), handNow);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the analysis board plays a drop (rules in WebAssembly)', async () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1';
  const { context, page, errors } = await open(`/analysis/crazyhouse?lang=en&fen=${encodeURIComponent(fen)}`);
  const frame = '.analysis-page .board-frame';
  await page.locator('.analysis-page[data-ply="0"]').waitFor({ timeout: 20_000 });
  await expectCounts(page, 'white', { p: 0, n: 1, b: 0, r: 0, q: 0 }, '.analysis-page');
  await tapPocket(page, 'white', 'n', '.analysis-page');
  const shown = await waitBoard(page, (c) => c.dests.length > 0, 'knight drops', frame);
  assert.equal(shown.dests.length, 32, 'every empty square');
  await dragDrop(page, 'white', 'n', 'e4', frame, '.analysis-page');
  await page.locator('.analysis-page[data-ply="1"]').waitFor();
  const after = await page.locator('.analysis-page').getAttribute('data-fen');
  assert.equal(after, 'rnbqkbnr/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKBNR[n] b KQkq - 0 1');
  await expectCounts(page, 'white', { p: 0, n: 0, b: 0, r: 0, q: 0 }, '.analysis-page');
  assert.match(await page.locator('.analysis-page .moves-box').innerText(), /N@e4/);
  assert.match(page.url(), /moves=N%40e4|moves=N@e4/);
  // Black answers with its own drop, by tapping.
  await tapPocket(page, 'black', 'n', '.analysis-page');
  await tapSquare(page, 'e5', frame);
  await page.locator('.analysis-page[data-ply="2"]').waitFor();
  assert.equal(await page.locator('.analysis-page').getAttribute('data-fen'), 'rnbqkbnr/pppppppp/8/4n3/4N3/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 2');
  assert.deepEqual(errors, []);
  await context.close();
});

test("Pocket knight: a knight in each pocket at the start; its rules page says how hands work", async () => {
  const g = await createGame(env.server.base, { variant: 'pocket-knight', mode: 'hotseat' });
  const { context, page, errors } = await open(`/game/${g.id}?lang=en`, { [g.id]: g.token });
  await waitConnected(page);
  // Only the knight has a place: captures do not go to the hand in this game.
  await expectCounts(page, 'white', { n: 1 });
  await expectCounts(page, 'black', { n: 1 });
  assert.equal(await pocket(page, 'black').getAttribute('aria-label'), T('en', 'pocket-label', { colour: 'black', hand: T('en', 'piece-name-knight') }));
  await dragDrop(page, 'white', 'n', 'e4');
  await waitPly(page, 1);
  await expectCounts(page, 'white', { n: 0 });
  const contents = await boardContents(page);
  assert.equal(contents.pieces.e4, 'n-piece white');

  await page.goto('/rules/pocket-knight?lang=en');
  await page.locator('.rules-drops').waitFor();
  const rules = await page.locator('.rules-drops p').evaluateAll((els) => els.map((e) => e.dataset.rule));
  assert.deepEqual(rules, ['rules-generic-drops', 'rules-generic-drops-no-captures', 'rules-generic-drops-pawns']);
  assert.equal(await page.locator('.rules-drops p').first().innerText(), T('en', 'rules-generic-drops'));
  // Its Try-its are about the pieces' moves: no pockets beside their boards.
  await page.locator('.rules-tryits .tryit .board-frame').first().waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('.rules-tryits .tryit .board-pocket').count(), 0);
  const start = page.locator('.rules-start .static-pocket');
  assert.deepEqual(await start.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [
    T('en', 'pocket-label', { colour: 'black', hand: T('en', 'piece-name-knight') }),
    T('en', 'pocket-label', { colour: 'white', hand: T('en', 'piece-name-knight') }),
  ]);
  // Crazyhouse's page: captures go to the hand and promoted pieces come back as pawns; Chessgi's
  // pawns may be dropped on the first rank.
  await page.goto('/rules/crazyhouse?lang=es');
  await page.locator('.rules-drops').waitFor();
  assert.deepEqual(await page.locator('.rules-drops p').allInnerTexts(), [
    T('es', 'rules-generic-drops'),
    T('es', 'rules-generic-drops-captures'),
    T('es', 'rules-generic-drops-demote'),
    T('es', 'rules-generic-drops-pawns'),
  ]);
  assert.equal(await page.locator('.rules-start .static-pocket').count(), 0, 'no hands at the start');
  await page.goto('/rules/chessgi?lang=en');
  await page.locator('.rules-drops').waitFor();
  assert.deepEqual(await page.locator('.rules-drops p').evaluateAll((els) => els.map((e) => e.dataset.rule)), [
    'rules-generic-drops',
    'rules-generic-drops-captures',
    'rules-generic-drops-keep-promoted',
    'rules-generic-drops-pawns-first-rank',
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board editor shows the hands of a FEN and keeps them while pieces are moved', async () => {
  const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QPPn] w KQkq - 0 1';
  const { context, page, errors } = await open(`/editor/crazyhouse?lang=en&fen=${encodeURIComponent(fen)}`);
  await page.locator('.editor-page[data-state="ready"] .editor-verdict[data-code="ok"]').waitFor({ timeout: 20_000 });
  const hands = page.locator('.editor-hands .static-pocket');
  assert.deepEqual(await hands.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), [
    T('en', 'pocket-label', { colour: 'black', hand: T('en', 'piece-name-knight') }),
    T('en', 'pocket-label', { colour: 'white', hand: `${T('en', 'piece-name-queen')}, ${T('en', 'pocket-many-pawn', { count: 2 })}` }),
  ]);
  // A piece moved on the board: the FEN keeps its hands, and stays a position.
  await dragMove(page, 'e2', 'e4', '.editor-board');
  await page.waitForFunction(() => document.querySelector('.editor-page')?.dataset.fen?.startsWith('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[QPPn] '));
  await page.locator('.editor-verdict[data-code="ok"]').waitFor();
  // A hand the game cannot hold is refused with the rules' reason, in words.
  await page.goto(`/editor/crazyhouse?lang=en&fen=${encodeURIComponent('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[K] w KQkq - 0 1')}`);
  await page.locator('.editor-page[data-state="ready"] .editor-verdict[data-code="bad-hand"]').waitFor({ timeout: 20_000 });
  assert.deepEqual(errors, []);
  await context.close();
});
