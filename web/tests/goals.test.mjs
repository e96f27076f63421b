// Games won by a goal instead of a checkmate (issue 28, "Other goals"), in the browser against
// the real server loading the example files of variants/examples: King of the Hill's centre is
// marked on its boards and said on its rules page, and a king that steps onto it ends the game
// with that reason, in the page's language.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, contextWithTokens, createGame, dragMove, getGame, screenshot, serverAndBrowser, waitConnected, waitStatus } from './harness.mjs';
import { T } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });
const HILL = ['d4', 'd5', 'e4', 'e5'];

/** The goal squares marked on a board frame. */
const marked = (page, frame) =>
  page.locator(`${frame} .square-marks[data-layer="goal"] .goal-square`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());

test('King of the Hill: the hill is marked, and a king stepping onto it wins', async () => {
  const g = await createGame(env.server.base, { variant: 'kingofthehill', mode: 'hotseat', fen: '4k3/p7/8/8/8/4K3/P7/8 w - - 0 1' });
  const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/game/${g.id}?lang=es`);
  await waitConnected(page);
  assert.deepEqual(await marked(page, '.game-page'), HILL);
  await dragMove(page, 'e3', 'd4');
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'goal-reached', winner: 'white' });
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('es', 'reason-goal-reached', { winner: 'white', loser: 'black' }));
  await screenshot(page, 'kingofthehill-won');

  // Its rules page (made from its file) says the goal and marks it on the start position.
  await page.goto('/rules/kingofthehill?lang=en');
  await page.locator('.rules-goal').waitFor();
  assert.equal(await page.locator('.rules-goal').innerText(), T('en', 'rules-generic-goal', { squares: 'd4, e4, d5, e5' }));
  assert.deepEqual(await marked(page, '.rules-start'), HILL);
  assert.deepEqual(errors, []);
  await ctx.close();
});
