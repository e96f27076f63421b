// Browser test of claiming a game the opponent left (issue 22, item 5): the claim buttons appear
// for the player who stayed once the opponent's socket has been closed for the grace (0.5 s here),
// and claiming ends the game with the reason shown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contextWithTokens, createGame, joinGame, postMove, serverAndBrowser, waitConnected, waitStatus } from './harness.mjs';

const env = serverAndBrowser({ args: ['--claim-grace', '0.5'] });

test('the claim button appears once the opponent has left, and wins the game', async () => {
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'friend' });
  const invite = new URL(g.invite_url, env.server.base).searchParams.get('invite');
  const j = await joinGame(env.server.base, g.id, invite);
  await postMove(env.server.base, g.id, g.token, 'e2e4');
  await postMove(env.server.base, g.id, j.token, 'e7e5');

  const a = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const b = await contextWithTokens(env.browser, env.server.base, { [g.id]: j.token });
  const white = await a.newPage();
  const black = await b.newPage();
  await white.goto(`/game/${g.id}`);
  await black.goto(`/game/${g.id}`);
  await waitConnected(white);
  await waitConnected(black);
  const claimWin = white.locator('[data-act="claim-win"]');
  // Both present: no claim, for either side.
  await white.waitForTimeout(800);
  assert.equal(await claimWin.isVisible(), false);
  assert.equal(await black.locator('[data-act="claim-win"]').isVisible(), false);

  // Black's page goes away: after the grace White may claim.
  await b.close();
  await claimWin.waitFor({ state: 'visible', timeout: 5000 });
  assert.equal(await white.locator('[data-act="claim-draw"]').isVisible(), true);
  // Irreversible: one click to arm, one to confirm.
  await claimWin.click();
  await claimWin.click();
  await waitStatus(white, 'finished');
  const banner = white.locator('[data-el="result"]');
  assert.match(await banner.innerText(), /White wins/);
  assert.match(await banner.innerText(), /Black left the game/);
  assert.equal(await claimWin.isVisible(), false);
  await a.close();
});
