// Xiangqi (variants/examples/xiangqi.toml) in the browser, against the real server loading the
// example files: the board outlines the palaces and the river, a general may not step onto the
// other's open file, a soldier across the river moves sideways, the double-cannon mate ends the
// game, and the rules page says the palace, the river, the flying general and the perpetual
// check that loses from the file (in Greek), with the pieces' names in the page's language. A
// game lost by perpetual check: perpetual.test.mjs.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, screenshot, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, fileRulesSaid } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });

/** The region outlines drawn on the game's board: square -> its edge classes, sorted. */
async function regionEdges(page) {
  return page.locator('.game-page .board-frame .square-mark.region-edge').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.square, [...e.classList].filter((c) => c.startsWith('edge-')).sort().join(' ')])),
  );
}

test('xiangqi: the palaces and the river are outlined; a soldier across it steps sideways', async () => {
  // Black's general on e10 between its advisors; White's soldier on c6, cannons on e3 and d2.
  const g = await createGame(env.server.base, { variant: 'xiangqi', mode: 'hotseat', fen: '3aka3/9/9/9/2P6/9/9/4C4/3C5/3K5 w - - 0 1' });
  const legal = (await getGame(env.server.base, g.id)).legal;
  // The general keeps to its palace (c1 is outside); e1 is fine, with pieces between.
  assert.ok(legal.includes('d1e1') && !legal.includes('d1c1'), legal.join(' '));
  // The soldier on c6 is across the river: sideways too.
  assert.ok(legal.includes('c6b6') && legal.includes('c6d6') && legal.includes('c6c7'), legal.join(' '));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  // White's palace d1-f3 and Black's d8-f10 outlined; the river between ranks 5 and 6.
  const edges = await regionEdges(page);
  assert.equal(edges.d1, 'edge-w');
  assert.equal(edges.f3, 'edge-e edge-n');
  assert.equal(edges.e8, 'edge-s');
  assert.equal(edges.a5, 'edge-n');
  assert.equal(edges.a6, 'edge-s');
  assert.equal(edges.e4, undefined);
  // Each outline is drawn inside its own square (the size of a square: 9 files, 10 ranks), so
  // none reaches into the next square or past the board's edge.
  const oversized = await page.locator('.game-page .board-frame .square-mark.region-edge').evaluateAll((els) => {
    const frame = els[0].closest('.board-frame').getBoundingClientRect();
    return els
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return Math.abs(r.width - frame.width / 9) > 0.5 || Math.abs(r.height - frame.height / 10) > 0.5;
      })
      .map((e) => e.dataset.square);
  });
  assert.deepEqual(oversized, []);
  await screenshot(page, 'xiangqi-palaces-and-river');
  // The soldier steps sideways. Black's advisor may not go to e9, where it would be the screen
  // of the cannon on e3; the general may.
  await dragMove(page, 'c6', 'b6');
  await waitPly(page, 1);
  const black = (await getGame(env.server.base, g.id)).legal;
  assert.ok(!black.includes('f10e9') && black.includes('e10e9'), black.join(' '));
  await dragMove(page, 'e10', 'e9');
  await waitPly(page, 2);
  const state = await getGame(env.server.base, g.id);
  assert.equal(state.status, 'playing');
  assert.equal(state.san.length, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('xiangqi: a general may not step onto the open file of the other', async () => {
  const g = await createGame(env.server.base, { variant: 'xiangqi', mode: 'hotseat', fen: '4k4/9/9/9/9/9/p8/9/9/3K5 w - - 0 1' });
  const legal = (await getGame(env.server.base, g.id)).legal;
  assert.deepEqual(legal.filter((m) => m.startsWith('d1')).sort(), ['d1d2']);
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'd1', 'e1');
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0);
  await dragMove(page, 'd1', 'd2');
  await waitPly(page, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('xiangqi: two cannons on a file mate, and the banner says so', async () => {
  const g = await createGame(env.server.base, { variant: 'xiangqi', mode: 'hotseat', fen: '3aka3/9/9/9/9/9/9/4C4/3C5/3K5 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'd2', 'e2');
  await waitPly(page, 1);
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'checkmate', winner: 'white' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of xiangqi says its palace, river, soldier, flying general and perpetual check from the file', async () => {
  const palace = { white: 'd1–f3', black: 'd8–f10' };
  assert.deepEqual(await fileRulesSaid(env, 'xiangqi', 'el'), [
    ['rules-generic-region', T('el', 'rules-generic-region', { piece: T('el', 'piece-name-general'), ...palace })],
    ['rules-generic-region', T('el', 'rules-generic-region', { piece: T('el', 'piece-name-advisor'), ...palace })],
    ['rules-generic-region', T('el', 'rules-generic-region', { piece: T('el', 'piece-name-elephant'), white: 'a1–i5', black: 'a6–i10' })],
    ['rules-generic-zone-moves', T('el', 'rules-generic-zone-moves', { piece: T('el', 'piece-name-soldier'), ranks: 5, betza: 'fsW' })],
    ['rules-generic-kings-may-not-face', T('el', 'rules-generic-kings-may-not-face')],
    ['rules-generic-perpetual-check', T('el', 'rules-generic-perpetual-check', { times: 3 })],
  ]);
  // The third repetition, in words.
  assert.match(T('el', 'rules-generic-perpetual-check', { times: 3 }), /για τρίτη φορά/);
});
