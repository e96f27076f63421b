// Browser tests of quick play (issue 23, item 6): the home page says in one line what Turnpan is
// and has a row of one-click games above the fold on a laptop and on a phone; two players who
// click the same "against anyone" button meet in one game; "against the computer" starts at once;
// a game over offers "New game" beside "Rematch", which starts the same kind of game again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  contextWithTokens,
  createGame,
  dragMove,
  getGame,
  screenshot,
  serverAndBrowser,
  waitConnected,
  waitPly,
  waitStatus,
} from './harness.mjs';
import { LANGUAGES, T } from './board-helpers.mjs';

const env = serverAndBrowser();

const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1366, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/** The game id of the page's address. */
const gameId = (page) => new URL(page.url()).pathname.split('/').pop();

test('the statement and the quick-start row are above the fold, on a laptop and a phone', async () => {
  for (const { name, ...options } of VIEWPORTS) {
    for (const lang of LANGUAGES) {
      const ctx = await env.browser.newContext({ baseURL: env.server.base, ...options });
      const page = await ctx.newPage();
      await page.goto(`/?lang=${lang}`);
      const buttons = page.locator('.quick-start button.quick-game');
      await buttons.first().waitFor();
      assert.equal(await buttons.count(), 4);
      assert.equal(await page.locator('.tagline').innerText(), T(lang, 'home-tagline'));
      const height = options.viewport.height;
      for (const box of [await page.locator('.tagline').boundingBox(), ...(await Promise.all((await buttons.all()).map((b) => b.boundingBox())))]) {
        assert.ok(box.y >= 0 && box.y + box.height <= height, `${name} ${lang}: ${JSON.stringify(box)} within ${height}px`);
      }
      const labels = await buttons.allInnerTexts();
      assert.deepEqual(
        labels.map((l) => l.replace(/\s+/g, ' ').trim()),
        [
          `3+2 ${T(lang, 'quick-anyone')}`,
          `10+0 ${T(lang, 'quick-anyone')}`,
          `3+2 ${T(lang, 'quick-computer')}`,
          `10+0 ${T(lang, 'quick-computer')}`,
        ],
      );
      if (lang === 'en') await screenshot(page, `quick-start-${name}`);
      await ctx.close();
    }
  }
});

test('two players clicking "3+2 against anyone" meet in one game', async () => {
  const a = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1366, height: 800 } });
  const b = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const first = await a.newPage();
  await first.goto('/');
  await first.locator('button[data-quick="anyone-3+2"]').click();
  await first.waitForURL(/\/game\//);
  await waitStatus(first, 'waiting');
  const id = gameId(first);
  const waiting = await getGame(env.server.base, id);
  assert.equal(waiting.mode, 'open');
  assert.deepEqual(waiting.clock, { initial_s: 180, increment_s: 2 });
  // A 10+0 seeker does not take it.
  const other = await b.newPage();
  await other.goto('/');
  await other.locator('button[data-quick="anyone-10+0"]').click();
  await other.waitForURL(/\/game\//);
  assert.notEqual(gameId(other), id);
  await other.goto('/');
  await other.locator('button[data-quick="anyone-3+2"]').click();
  await other.waitForURL(new RegExp(`/game/${id}$`));
  await waitStatus(other, 'playing');
  await waitStatus(first, 'playing');
  const playing = await getGame(env.server.base, id);
  assert.deepEqual(playing.seats, { white: true, black: true });
  await a.close();
  await b.close();
});

test('"10+0 against the computer" starts at once; "New game" after it starts another', async () => {
  const ctx = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1366, height: 800 } });
  const page = await ctx.newPage();
  await page.goto('/');
  await page.locator('button[data-quick="computer-10+0"]').click();
  await page.waitForURL(/\/game\//);
  await waitStatus(page, 'playing');
  const id = gameId(page);
  const g = await getGame(env.server.base, id);
  assert.equal(g.mode, 'computer');
  assert.deepEqual(g.clock, { initial_s: 600, increment_s: 0 });
  assert.equal(g.computer.level, 3, 'the level of the form (3 by default)');
  // Not over yet: no "New game".
  assert.equal(await page.locator('[data-act="new-game"]').isVisible(), false);
  await page.locator('[data-act="abort"]').click();
  await page.locator('[data-act="abort"]').click();
  await waitStatus(page, 'aborted');
  const newGame = page.locator('[data-act="new-game"]');
  assert.equal(await newGame.isVisible(), true);
  await newGame.click();
  await page.waitForURL((url) => url.pathname.startsWith('/game/') && !url.pathname.endsWith(id));
  await waitStatus(page, 'playing');
  const next = await getGame(env.server.base, gameId(page));
  assert.equal(next.mode, 'computer');
  assert.deepEqual(next.clock, g.clock);
  assert.equal(next.computer.level, 3);
  await ctx.close();
});

test('"New game" sits beside "Rematch" and keeps the game, position and time control', async () => {
  const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
  const g = await createGame(env.server.base, { variant: 'turkish', mode: 'hotseat', clock: { initial_s: 300, increment_s: 3 } });
  const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token });
  const page = await ctx.newPage();
  await page.goto(`/game/${g.id}`);
  await waitConnected(page);
  await page.locator('[data-act="abort"]').click();
  await page.locator('[data-act="abort"]').click();
  await waitStatus(page, 'aborted');
  await page.locator('[data-act="new-game"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith(g.id));
  await waitStatus(page, 'playing');
  const next = await getGame(env.server.base, gameId(page));
  assert.equal(next.variant, 'turkish');
  assert.equal(next.mode, 'hotseat');
  assert.deepEqual(next.clock, { initial_s: 300, increment_s: 3 });
  // A game from a position of its own starts from it again.
  const custom = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat', fen });
  await page.evaluate(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [custom.id, custom.token]);
  await page.goto(`/game/${custom.id}`);
  await waitConnected(page);
  await page.locator('[data-act="draw"]').waitFor({ state: 'hidden' });
  // Hot-seat: resigning is for the side to move, after both sides moved; abort is before.
  await page.locator('[data-act="abort"]').click();
  await page.locator('[data-act="abort"]').click();
  await waitStatus(page, 'aborted');
  await page.locator('[data-act="new-game"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith(custom.id));
  await waitStatus(page, 'playing');
  assert.equal((await getGame(env.server.base, gameId(page))).initial_fen, fen);
  await ctx.close();
  // Beside "Rematch": after a finished game both show, one after the other.
  const f = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
  const ctx2 = await contextWithTokens(env.browser, env.server.base, { [f.id]: f.token });
  const done = await ctx2.newPage();
  await done.goto(`/game/${f.id}`);
  await waitConnected(done);
  await dragMove(done, 'e2', 'e4');
  await waitPly(done, 1);
  await dragMove(done, 'e7', 'e5');
  await waitPly(done, 2);
  await done.locator('[data-act="resign"]').click();
  await done.locator('[data-act="resign"]').click();
  await waitStatus(done, 'finished');
  const visible = await done.locator('.actions button:visible').evaluateAll((els) => els.map((e) => e.dataset.act));
  const at = visible.indexOf('rematch');
  assert.ok(at >= 0 && visible[at + 1] === 'new-game', `rematch then new game: ${visible}`);
  await screenshot(done, 'new-game-beside-rematch');
  await ctx2.close();
});
