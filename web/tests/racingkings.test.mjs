// Racing Kings (variants/examples/racingkings.toml) in the browser, against the real server
// loading the example files: a move that would give check is refused, White's arrival on the
// eighth rank leaves Black one reply, both kings home is a draw the result banner explains, and
// the rules page says all of it from the file (in Portuguese).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, fileRulesSaid } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });

test('racing kings: a checking move is refused; both kings home draws', async () => {
  // White's king is a step from g8, Black's a step from b8.
  const g = await createGame(env.server.base, { variant: 'racingkings', mode: 'hotseat', fen: '8/1k4K1/8/8/8/8/8/R7 w - - 0 1' });
  assert.ok((await getGame(env.server.base, g.id)).legal.includes('g7g8'));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'g7', 'g8');
  await waitPly(page, 1);
  // White is home, Black may still arrive: the game goes on.
  let state = await getGame(env.server.base, g.id);
  assert.equal(state.status, 'playing');
  assert.equal(state.outcome ?? null, null);
  await dragMove(page, 'b7', 'b8');
  await waitPly(page, 2);
  state = await getGame(env.server.base, g.id);
  assert.equal(state.outcome.result, '1/2-1/2');
  assert.equal(state.outcome.reason, 'goal-reached');
  await waitStatus(page, 'finished');
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('en', 'reason-goal-reached', { winner: 'none', loser: 'none', piece: 'King' }));
  assert.deepEqual(errors, []);
  await context.close();
});

test('racing kings: the rook may not go where it would give check', async () => {
  const g = await createGame(env.server.base, { variant: 'racingkings', mode: 'hotseat', fen: '8/8/8/8/7k/8/8/R5K1 w - - 0 1' });
  const legal = (await getGame(env.server.base, g.id)).legal;
  assert.ok(legal.includes('a1a3') && !legal.includes('a1a4'), legal.join(' '));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await dragMove(page, 'a1', 'a4');
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0);
  await dragMove(page, 'a1', 'a3');
  await waitPly(page, 1);
  assert.deepEqual((await getGame(env.server.base, g.id)).san, ['Ra3']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of racing kings says that checks are banned and how the race ends', async () => {
  assert.deepEqual(await fileRulesSaid(env, 'racingkings', 'pt'), [
    ['rules-generic-no-checks', T('pt', 'rules-generic-no-checks')],
    ['rules-generic-goal-reply', T('pt', 'rules-generic-goal-reply')],
  ]);
});
