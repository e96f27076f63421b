// Shogi-style promotion in the browser (minishogi and shogi of variants/examples), against the
// real server loading the example files: the promotion picker offering the piece and its promoted
// form when both moves are legal (and nothing to choose when only the promotion is), the
// "promote first" setting, a promoted piece drawn apart from the piece it came from and written
// `+S` in the FENs, a captured promoted piece coming back to the capturer's hand unpromoted and
// dropped again, the losing pawn-drop mate (in Spanish), promotions typed (`a4a5+`, `Se5=E`),
// promoted pieces named in screen-reader mode, and the rules page stating the promotion and drop
// rules read from the file; and Euroshogi's mandatory promotion.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, contextWithTokens, createGame, dragFromPocket, dragMove, getGame, postMove, screenshot, serverAndBrowser, squareCenter, waitConnected, waitPly, waitStatus } from './harness.mjs';
import { T, boardContents, fileRulesSaid, promotionChoices, waitBoard } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });
const GAME = '.game-page .board-frame';

async function open(path, tokens = {}, settings) {
  const context = await contextWithTokens(env.browser, env.server.base, tokens);
  if (settings) await context.addInitScript((s) => localStorage.setItem('turnpan.settings', JSON.stringify(s)), settings);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return { context, page, errors };
}

/** A hot-seat game of `variant` from `fen`, opened in a browser holding both seats. */
async function hotseat(variant, fen, lang = 'en', settings) {
  const g = await createGame(env.server.base, { variant, mode: 'hotseat', fen });
  const opened = await open(`/game/${g.id}?lang=${lang}`, { [g.id]: g.token }, settings);
  await waitConnected(opened.page);
  return { g, ...opened };
}

/** The counts of a side's pocket, as `{ p: 1, s: 0, ... }` in the order drawn. */
async function counts(page, colour) {
  return page
    .locator(`.game-page .board-pocket[data-colour="${colour}"] piece`)
    .evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.role.replace('-piece', ''), Number(e.dataset.nb)])));
}

async function expectCounts(page, colour, expected) {
  const deadline = Date.now() + 4000;
  for (;;) {
    const last = await counts(page, colour);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) return assert.deepEqual(last, expected, `${colour}'s pocket`);
    await page.waitForTimeout(50);
  }
}

/** The background image the page draws a board piece (on a wire square) with. */
async function pictureOn(page, square) {
  const at = await squareCenter(page, square, GAME);
  return page.evaluate(({ x, y }) => {
    const piece = [...document.querySelectorAll('.game-page .board-frame piece')].find((p) => {
      const r = p.getBoundingClientRect();
      return !p.classList.contains('ghost') && !p.classList.contains('fading') && x > r.left && x < r.right && y > r.top && y < r.bottom;
    });
    return piece ? getComputedStyle(piece).backgroundImage : '';
  }, at);
}

test('minishogi: a silver entering the zone may promote or not; the picker asks, and the promoted silver is +S', async () => {
  // White: silver c4, king e1; Black: king a5. The zone is the last rank.
  const { g, context, page, errors } = await hotseat('minishogi', 'k4/2S2/5/5/4K[] w - - 0 1');
  const before = await getGame(env.server.base, g.id);
  assert.ok(before.legal.includes('c4c5') && before.legal.includes('c4c5+'), `legal: ${before.legal}`);
  // Both go to one square: c5 is offered once.
  const offered = await waitBoard(page, (c) => c.pieces.c4 === 's-piece white', 'the silver on c4');
  assert.equal(offered.pieces.c4, 's-piece white');

  // The silver dragged to c5: the picker offers the promoted silver on c5, the silver below it.
  await dragMove(page, 'c4', 'c5');
  await page.locator(`${GAME} .promotion-choice`).first().waitFor();
  assert.deepEqual(await promotionChoices(page), [
    { letter: '+s', square: 'c5' },
    { letter: 's', square: 'c4' },
  ]);
  const labels = await page.locator(`${GAME} .promotion-choice`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const promotedName = T('en', 'piece-promoted-kind', { kind: 'Promoted silver', promoted: T('en', 'piece-promoted', { piece: 'silver general' }) });
  assert.deepEqual(labels, [promotedName, 'Silver general']);
  // Their pictures: the promoted silver's is its own, not the silver's.
  const pictures = await page.locator(`${GAME} .promotion-choice`).evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundImage));
  assert.ok(pictures.every((p) => p.startsWith('url(')), 'both choices have a picture');
  assert.notEqual(pictures[0], pictures[1]);
  await screenshot(page, 'minishogi-promotion-picker');
  // Escape takes the move back.
  await page.keyboard.press('Escape');
  await waitBoard(page, (c) => c.pieces.c4 === 's-piece white' && !c.pieces.c5, 'the silver back on c4');
  assert.equal((await getGame(env.server.base, g.id)).ply, 0);

  // Again, and promote.
  await dragMove(page, 'c4', 'c5');
  await page.locator(`${GAME} .promotion-choice[data-promote="+s"]`).click();
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['c4c5+']);
  assert.deepEqual(state.san, ['Sc5=E']);
  assert.equal(state.fen.split(' ')[0], 'k1+S2/5/5/5/4K[]');
  // The board shows the promoted silver (chessgroundx's role of `+S`), drawn otherwise than a
  // silver, with its own badge and not crazyhouse's dot.
  await waitBoard(page, (c) => c.pieces.c5 === 'ps-piece white', 'the promoted silver on c5');
  const promoted = await pictureOn(page, 'c5');
  assert.match(promoted, /^url\(/);
  assert.notEqual(promoted, pictures[1], 'a promoted silver is not drawn as a silver');
  assert.equal(promoted, pictures[0], 'drawn as the picker showed it');
  const dot = await page.evaluate(() => {
    const p = document.querySelector('.game-page .board-frame piece.ps-piece');
    return p ? getComputedStyle(p, '::before').display : 'missing';
  });
  assert.equal(dot, 'none');
  assert.match(await page.locator('.game-page .move-list').innerText(), /Sc5=E/);
  await screenshot(page, 'minishogi-promoted-silver');
  assert.deepEqual(errors, []);
  await context.close();
});

test('minishogi: a pawn reaching the last rank promotes without a picker; "promote first" skips it', async () => {
  // Only a4a5+ is legal for the pawn: it may not stay on the last rank unpromoted.
  const { g, context, page, errors } = await hotseat('minishogi', '4k/P4/5/5/K4[] w - - 0 1');
  assert.ok((await getGame(env.server.base, g.id)).legal.includes('a4a5+'));
  assert.ok(!(await getGame(env.server.base, g.id)).legal.includes('a4a5'));
  await dragMove(page, 'a4', 'a5');
  await waitPly(page, 1);
  assert.equal(await page.locator(`${GAME} .promotion-choice`).count(), 0, 'no picker');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['a4a5+']);
  assert.deepEqual(state.san, ['Pa5=T']);
  assert.match(state.fen, /^\+P3k\//);
  await waitBoard(page, (c) => c.pieces.a5 === 'pp-piece white', 'the tokin on a5');
  assert.deepEqual(errors, []);
  await context.close();

  // With "promote first" on, the silver promotes at once (the first choice).
  const first = await hotseat('minishogi', 'k4/2S2/5/5/4K[] w - - 0 1', 'en', { promoteFirst: true });
  await dragMove(first.page, 'c4', 'c5');
  await waitPly(first.page, 1);
  assert.deepEqual((await getGame(env.server.base, first.g.id)).moves, ['c4c5+']);
  assert.deepEqual(first.errors, []);
  await first.context.close();
});

test('euroshogi: promotion is mandatory: a rook entering the zone promotes without a picker; the rules page says so', async () => {
  const { g, context, page, errors } = await hotseat('euroshogi', '4k3/8/8/8/8/1R6/8/4K3[] w - - 0 1');
  const legal = (await getGame(env.server.base, g.id)).legal;
  assert.ok(legal.includes('b3b6+') && !legal.includes('b3b6'), `legal: ${legal}`);
  await dragMove(page, 'b3', 'b6');
  await waitPly(page, 1);
  assert.equal(await page.locator(`${GAME} .promotion-choice`).count(), 0, 'no picker');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['b3b6+']);
  assert.deepEqual(state.san, ['Rb6=D']);
  await waitBoard(page, (c) => c.pieces.b6 === 'pr-piece white', 'the dragon on b6');
  assert.deepEqual(errors, []);
  await context.close();

  const rules = await open('/rules/euroshogi?lang=pt');
  await rules.page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  const said = await rules.page.locator('.rules-promotion p').evaluateAll((els) => els.map((e) => e.dataset.rule));
  assert.ok(said.includes('rules-generic-promotes-mandatory'), `rules: ${said}`);
  assert.ok(!said.includes('rules-generic-promotes') && !said.includes('rules-generic-promotes-forced'), `rules: ${said}`);
  assert.equal(await rules.page.locator('.rules-promotion p').first().innerText(), T('pt', 'rules-generic-promotes-mandatory', { zone: 3 }));
  assert.deepEqual(rules.errors, []);
  await rules.context.close();
});

test('minishogi: a captured tokin goes to the hand as a pawn, and is dropped back', async () => {
  // Black's tokin on b2 checks White's king on a1, which takes it.
  const { g, context, page, errors } = await hotseat('minishogi', '4k/5/5/1+p3/K4[] w - - 0 1');
  await waitBoard(page, (c) => c.pieces.b2 === 'pp-piece black', "Black's tokin on b2");
  // The pockets have a place for each piece that can be held: no promoted kind among them.
  await expectCounts(page, 'white', { p: 0, s: 0, g: 0, b: 0, r: 0 });
  await dragMove(page, 'a1', 'b2');
  await waitPly(page, 1);
  await expectCounts(page, 'white', { p: 1, s: 0, g: 0, b: 0, r: 0 });
  let state = await getGame(env.server.base, g.id);
  assert.equal(state.fen.split(' ')[0], '4k/5/5/1K3/5[P]');
  assert.equal(await page.locator('.game-page .board-pocket[data-colour="white"]').getAttribute('aria-label'), T('en', 'pocket-label', { colour: 'white', hand: T('en', 'piece-name-pawn') }));
  await postMove(env.server.base, g.id, g.token, 'e5e4');
  await waitPly(page, 2);
  // The pawn dropped back from the pocket onto b3.
  await dragFromPocket(page, 'white', 'p', 'b3', GAME);
  await waitPly(page, 3);
  await waitBoard(page, (c) => c.pieces.b3 === 'p-piece white', 'the pawn dropped on b3');
  await expectCounts(page, 'white', { p: 0, s: 0, g: 0, b: 0, r: 0 });
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['a1b2', 'e5e4', 'P@b3']);
  assert.match(state.fen, /\[\] b /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('minishogi: mating by a pawn drop loses (drop-mate), in Spanish', async () => {
  const { g, context, page, errors } = await hotseat('minishogi', '4k/2S2/3G1/5/K4[P] w - - 0 1', 'es');
  const slot = page.locator('.game-page .board-pocket[data-colour="white"] piece[data-role="p-piece"]');
  await slot.click();
  await waitBoard(page, (c) => c.dests.includes('e4'), 'the pawn may be dropped on e4');
  const at = await squareCenter(page, 'e4', GAME);
  await page.mouse.click(at.x, at.y);
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['P@e4']);
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'drop-mate', winner: 'black' });
  const banner = page.locator('.game-page .result-banner');
  assert.equal(await banner.getAttribute('data-result'), '0-1');
  assert.equal(await banner.locator('.reason').innerText(), T('es', 'reason-drop-mate', { winner: 'black', loser: 'white' }));
  assert.equal(await banner.locator('strong').innerText(), T('es', 'result-title', { winner: 'black' }));
  await screenshot(page, 'minishogi-drop-mate');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a promotion typed: `a4a5+` in engine form, `Se5=E` by name; `e4e5` does not promote', async () => {
  // White: pawn a4, silver e4; Black: king c5.
  const { g, context, page, errors } = await hotseat('minishogi', '2k2/P3S/5/5/K4[] w - - 0 1');
  const box = page.getByRole('combobox', { name: T('en', 'move-entry-label') });
  await box.fill('a4a5+');
  await box.press('Enter');
  await waitPly(page, 1);
  assert.deepEqual((await getGame(env.server.base, g.id)).moves, ['a4a5+']);
  await postMove(env.server.base, g.id, g.token, 'c5c4');
  await waitPly(page, 2);
  // Both ways of playing e4-e5 are offered for `e4e5`; the one without `+` does not promote.
  await box.fill('e4e5');
  await page.getByRole('listbox').waitFor();
  const options = await page.locator('.move-options [data-uci]').evaluateAll((els) => els.map((e) => e.dataset.uci));
  assert.deepEqual(options.sort(), ['e4e5', 'e4e5+']);
  await box.fill('Se5');
  const names = await page.locator('.move-options [data-uci] .san').allInnerTexts();
  assert.deepEqual(names.sort(), ['Se5', 'Se5=E']);
  await box.fill('Se5=E');
  await box.press('Enter');
  await waitPly(page, 3);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['a4a5+', 'c5c4', 'e4e5+']);
  assert.equal(state.fen.split(' ')[0], '+P3+S/2k2/5/5/K4[]');
  await waitBoard(page, (c) => c.pieces.a5 === 'pp-piece white' && c.pieces.e5 === 'ps-piece white', 'the tokin and the promoted silver');
  assert.deepEqual(errors, []);
  await context.close();
});

test('screen-reader mode names a promoted piece by what it became and what it was (Spanish)', async () => {
  const { g, context, page, errors } = await hotseat('minishogi', '2k2/P4/5/3+p1/K4[] w - - 0 1', 'es&blind=1');
  const tokin = T('es', 'piece-promoted-kind', { kind: T('es', 'piece-name-tokin'), promoted: T('es', 'piece-promoted', { piece: 'peón' }) });
  assert.equal(tokin, 'Tokin (peón con promoción)');
  const black = page.locator('.blind-by-piece p[data-colour="black"]');
  await black.waitFor();
  assert.match(await black.innerText(), new RegExp(`${tokin.replace(/[()]/g, '\\$&')}: d2`));
  assert.equal(await page.locator('.blind-by-square td[data-square="d2"]').innerText(), T('es', 'blind-cell', { colour: 'black', piece: tokin }));
  // A promotion said as it is played, and the new piece read on its square.
  await postMove(env.server.base, g.id, g.token, 'a4a5+');
  await waitPly(page, 1);
  await page.waitForFunction(() => document.querySelector('.blind-log p:last-child')?.textContent.includes('Pa5=T'));
  assert.equal(await page.locator('.blind-by-square td[data-square="a5"]').innerText(), T('es', 'blind-cell', { colour: 'white', piece: tokin }));
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of shogi states its promotion and drop rules, from the file', async () => {
  const { context, page, errors } = await open('/rules/shogi?lang=en');
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  const promotion = page.locator('.rules-promotion');
  assert.deepEqual(await promotion.locator('p').evaluateAll((els) => els.map((e) => e.dataset.rule)), [
    'rules-generic-promotes',
    'rules-generic-stranded',
    'rules-generic-promotes-forced',
    'rules-generic-promotes-notation',
  ]);
  assert.equal(await promotion.locator('p').first().innerText(), T('en', 'rules-generic-promotes', { zone: 3 }));
  assert.match(await promotion.locator('p').first().innerText(), /the last 3 ranks/);
  assert.deepEqual(await promotion.locator('li').allInnerTexts(), [
    ['Rook', 'Dragon'],
    ['Bishop', 'Horse'],
    ['Silver general', 'Promoted silver'],
    ['Knight', 'Promoted knight'],
    ['Lance', 'Promoted lance'],
    ['Pawn', 'Tokin'],
  ].map(([piece, promoted]) => T('en', 'rules-generic-promotes-pair', { piece, promoted })));
  // The drops: captured pieces come back unpromoted; one pawn a file; the pawn-drop mate loses.
  // Shogi has no chess pawns: nothing about pawns promoting on the last rank.
  const drops = page.locator('.rules-drops p');
  assert.deepEqual(await drops.evaluateAll((els) => els.map((e) => e.dataset.rule)), [
    'rules-generic-drops',
    'rules-generic-drops-captures',
    'rules-generic-drops-unpromote',
    'rules-generic-drops-one-per-file',
    'rules-generic-drops-mate-loses',
  ]);
  assert.equal(await drops.nth(3).innerText(), T('en', 'rules-generic-drops-one-per-file', { pieces: 'Pawn' }));
  assert.equal(await drops.nth(4).innerText(), T('en', 'rules-generic-drops-mate-loses', { pieces: 'Pawn' }));
  await screenshot(page, 'rules-shogi');

  // Minishogi's zone is its last rank; the page in Portuguese.
  await page.goto('/rules/minishogi?lang=pt');
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('.rules-promotion p').first().innerText(), T('pt', 'rules-generic-promotes', { zone: 1 }));
  assert.match(await page.locator('.rules-promotion p').first().innerText(), /a última fileira/);
  assert.ok((await page.locator('.rules-promotion li').allInnerTexts()).includes(T('pt', 'rules-generic-promotes-pair', { piece: T('pt', 'piece-name-pawn'), promoted: 'Tokin' })));
  // Crazyhouse promotes chess-style: no shogi promotion box, its pawns' rules as before.
  await page.goto('/rules/crazyhouse?lang=en');
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  assert.equal(await page.locator('.rules-promotion').count(), 0);
  assert.deepEqual(await page.locator('.rules-drops p').evaluateAll((els) => els.map((e) => e.dataset.rule)), [
    'rules-generic-drops',
    'rules-generic-drops-captures',
    'rules-generic-drops-demote',
    'rules-generic-drops-pawns',
  ]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('tori shogi: a third swallow on a file is refused, and the rules page says two, in Spanish', async () => {
  // Two White swallows on the a-file, one in hand.
  const g = await createGame(env.server.base, { variant: 'torishogi', mode: 'hotseat', fen: '3k3/7/7/S6/SS5/7/3K3[S] w - - 0 1' });
  const legal = (await getGame(env.server.base, g.id)).legal;
  assert.ok(!legal.some((m) => m.startsWith('S@a')) && legal.includes('S@b5'), legal.join(' '));
  const said = await fileRulesSaid(env, 'torishogi', 'es');
  const rules = said.map(([rule]) => rule);
  assert.ok(!rules.includes('rules-generic-drops-one-per-file'), rules.join(' '));
  const perFile = said.find(([rule]) => rule === 'rules-generic-drops-per-file');
  assert.deepEqual(perFile, ['rules-generic-drops-per-file', T('es', 'rules-generic-drops-per-file', { pieces: T('es', 'piece-torishogi-s'), count: 2 })]);
});
