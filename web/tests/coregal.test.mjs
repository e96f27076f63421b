// Coregal chess (variants/examples/coregal.toml) in the browser, against the real server loading
// the example files: every queen is guarded like the king (pseudo_royal). An attack on a queen is
// check, and the board offers only the moves that save it: the king may not step away and leave
// it attacked, a queen may not block a check on a square where it would be attacked, and a pawn
// may not promote to a queen where the new queen would stand attacked. The rules page says so
// from the file (in English and Spanish).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly } from './harness.mjs';
import { T, boardContents, destsShown, fileRulesSaid, hasDests, promotionChoices, waitBoard } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });
const FRAME = '.game-page .board-frame';


const checkMarks = (page) => page.locator(`${FRAME} square.check`).count();
/** The squares the board marks as in check (chessground keeps each square's key on it). */
const checkedKeys = (page) => page.locator(`${FRAME} square.check`).evaluateAll((els) => els.map((e) => e.cgKey).sort());

test('coregal: an attacked queen is check, and only the queen may save itself; a queen may not block where it is attacked', async () => {
  const g = await createGame(env.server.base, { variant: 'coregal', mode: 'hotseat' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  // 1. e4 e5 2. Qh5 Nf6: the knight attacks the queen on h5.
  const line = [
    ['e2', 'e4'],
    ['e7', 'e5'],
    ['d1', 'h5'],
    ['g8', 'f6'],
  ];
  for (const [i, [from, to]] of line.entries()) {
    await dragMove(page, from, to);
    await waitPly(page, i + 1);
  }
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['e4', 'e5', 'Qh5', 'Nf6+']);
  assert.equal(state.check, true);
  // Only queen moves to squares nothing attacks (not g4, h6, g6, f7, a5, ...).
  assert.deepEqual([...state.legal].sort(), ['h5d1', 'h5e2', 'h5e5', 'h5f3', 'h5f5', 'h5g5', 'h5h3', 'h5h4']);
  await page.waitForFunction((sel) => document.querySelectorAll(`${sel} square.check`).length > 0, FRAME);
  assert.equal(await checkMarks(page), 1, 'the board shows check');
  // The mark is on the attacked queen, not on the king.
  assert.deepEqual(state.checked, ['h5']);
  assert.deepEqual(await checkedKeys(page), ['h5']);
  assert.deepEqual(await destsShown(page, 'h5'), ['d1', 'e2', 'e5', 'f3', 'f5', 'g5', 'h3', 'h4']);
  // The king may not step away and leave the queen attacked, nor a pawn move.
  assert.equal(await hasDests(page, 'h5'), true);
  assert.equal(await hasDests(page, 'e1'), false, 'no king move');
  assert.equal(await hasDests(page, 'd2'), false, 'no pawn move');
  await dragMove(page, 'e1', 'e2');
  await page.waitForTimeout(400);
  assert.equal((await getGame(env.server.base, g.id)).san.length, 4, 'Ke2 was not played');
  assert.equal((await boardContents(page)).pieces.e1, 'k-piece white');

  // 3. Qxe5+: the black king is in check on the open file, and its queen may not block on e7
  // (the white queen would attack it there): only the bishop may.
  await dragMove(page, 'h5', 'e5');
  await waitPly(page, 5);
  const after = await getGame(env.server.base, g.id);
  assert.equal(after.san.at(-1), 'Qxe5+');
  assert.equal(after.check, true);
  assert.deepEqual(after.checked, ['e8']);
  assert.deepEqual(after.legal, ['f8e7']);
  await waitBoard(page, (b) => b.pieces.e5 === 'q-piece white', 'the queen on e5');
  assert.equal(await hasDests(page, 'd8'), false, 'the black queen may not block');
  assert.deepEqual(await destsShown(page, 'f8'), ['e7']);
  await dragMove(page, 'f8', 'e7');
  await waitPly(page, 6);
  assert.deepEqual((await getGame(env.server.base, g.id)).san.slice(4), ['Qxe5+', 'Be7']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('coregal: a pawn may not promote to a queen that would stand attacked; one that takes its attacker may', async () => {
  const g = await createGame(env.server.base, { variant: 'coregal', mode: 'hotseat', fen: '1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1' });
  const start = await getGame(env.server.base, g.id);
  assert.ok(!start.legal.includes('a7a8q'), 'a8=Q: the rook on b8 would attack the new queen');
  assert.ok(start.legal.includes('a7b8q'));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  // On a8 the picker offers rook, bishop and knight only.
  await dragMove(page, 'a7', 'a8');
  await page.locator(`${FRAME} .promotion-choice`).first().waitFor();
  assert.deepEqual((await promotionChoices(page)).map((c) => c.letter), ['r', 'b', 'n']);
  await page.keyboard.press('Escape');
  await page.locator(`${FRAME} .promotion-choice`).first().waitFor({ state: 'detached' });
  await waitBoard(page, (b) => b.pieces.a7 === 'p-piece white', 'the pawn back on a7');
  // Taking the rook on b8, the queen is offered: axb8=Q+.
  await dragMove(page, 'a7', 'b8');
  await page.locator(`${FRAME} .promotion-choice`).first().waitFor();
  assert.deepEqual((await promotionChoices(page)).map((c) => c.letter), ['q', 'r', 'b', 'n']);
  await page.locator(`${FRAME} .promotion-choice[data-promote="q"]`).click();
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['axb8=Q+']);
  assert.equal(state.check, true);
  assert.deepEqual([...state.legal].sort(), ['e8d7', 'e8e7', 'e8f7']);
  await waitBoard(page, (b) => b.pieces.b8 === 'q-piece white', 'a queen on b8');
  assert.equal(await checkMarks(page), 1, 'the board shows check');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of coregal says the queens are guarded like the king', async () => {
  for (const lang of ['en', 'es']) {
    const said = await fileRulesSaid(env, 'coregal', lang);
    const args = { piece: T(lang, 'piece-name-queen'), royal: T(lang, 'piece-name-king'), pawn: T(lang, 'piece-name-pawn'), promotes: 'yes' };
    assert.deepEqual(said, [['rules-generic-pseudo-royal', T(lang, 'rules-generic-pseudo-royal', args)]]);
  }
  // In English and Spanish, word for word.
  const [[, english]] = await fileRulesSaid(env, 'coregal', 'en');
  assert.equal(
    english,
    'Every Queen is guarded like the King: no move may leave one attacked, an attack on one is check, and a player who cannot save the King and every Queen at once is checkmated. A Pawn promoting to a Queen makes another such piece.',
  );
  const [[, spanish]] = await fileRulesSaid(env, 'coregal', 'es');
  assert.equal(
    spanish,
    'Cada pieza Dama cuenta como la pieza Rey: ninguna jugada puede dejar una de ellas atacada, un ataque a una de ellas es jaque, y el jugador que no puede salvar a la vez la pieza Rey y todas las piezas Dama recibe jaque mate. Una pieza Peón que promociona a Dama pasa a ser una más.',
  );
});
