// Antichess (variants/examples/antichess.toml) in the browser, against the real server loading
// the example files: a game without a royal piece where captures are compulsory. The board
// offers only the captures when there is one, nothing is ever "check", the side left without
// pieces wins, and the rules page says so from the file (in Spanish).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, fileRulesSaid } from './board-helpers.mjs';

const env = serverAndBrowser({ variants: join(WEB, '..', 'variants', 'examples') });

test('antichess: only captures when one is possible; giving the last piece away wins', async () => {
  // White's king next to Black's only piece, a king: the board offers just the capture.
  const g = await createGame(env.server.base, { variant: 'antichess', mode: 'hotseat', fen: '8/8/8/8/8/8/3k4/4K3 w - - 0 1' });
  assert.deepEqual((await getGame(env.server.base, g.id)).legal, ['e1d2']);
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  // The king cannot step elsewhere: a drag to f1 is refused and nothing is played.
  await dragMove(page, 'e1', 'f1');
  await page.waitForTimeout(300);
  assert.equal((await getGame(env.server.base, g.id)).ply, 0);
  await dragMove(page, 'e1', 'd2');
  await waitPly(page, 1);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['Kxd2']);
  assert.equal(state.check, false);
  // Black has nothing left: Black has won.
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'stalemated-wins', winner: 'black' });
  await waitStatus(page, 'finished');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of antichess says that nothing is royal and that captures are compulsory', async () => {
  assert.deepEqual(await fileRulesSaid(env, 'antichess', 'es'), [
    ['rules-generic-no-royal-loses', T('es', 'rules-generic-no-royal-loses')],
    ['rules-generic-must-capture', T('es', 'rules-generic-must-capture')],
  ]);
});
