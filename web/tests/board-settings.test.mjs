// Browser tests of the settings (issue 23, items 10, 2 and 9): the panel is reachable from every
// page; board and piece themes, light or dark (following the system, with an override), board
// size, coordinates, animation speed, "always promote to the first choice" and the hot-seat
// board turning, each seen on the page and remembered by the browser.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  contextWithTokens,
  createGame,
  dragMove,
  getGame,
  postMove,
  screenshot,
  serverAndBrowser,
  tapMove,
  waitConnected,
  waitPly,
} from './harness.mjs';
import { T, checkSetting, chooseSetting, closeSettings, openSettings, waitBoard } from './board-helpers.mjs';

const env = serverAndBrowser();

async function hotseat(options = {}, fen) {
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat', ...(fen ? { fen } : {}) });
  const ctx = await contextWithTokens(env.browser, env.server.base, { [g.id]: g.token }, options);
  const page = await ctx.newPage();
  await page.goto(`/game/${g.id}`);
  await waitConnected(page);
  return { g, ctx, page };
}

const css = (page, selector, property) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], property);
const rootBackground = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BG = 'rgb(244, 241, 234)';
const DARK_BG = 'rgb(28, 27, 25)';

describe('the settings panel', () => {
  test('opens from the header of every page, in the page language', async () => {
    const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
    const ctx = await env.browser.newContext({ baseURL: env.server.base });
    const page = await ctx.newPage();
    for (const path of ['/', '/rules', '/rules/turkish', `/game/${g.id}`, '/no/such/page']) {
      await page.goto(`${path}?lang=es`);
      await page.locator('#app > *:not(.loading)').first().waitFor();
      const dialog = await openSettings(page);
      assert.equal(await dialog.locator('h2').innerText(), T('es', 'settings-title'), path);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await ctx.close();
  });

  test('board and piece themes show at once and are remembered', async () => {
    const { ctx, page } = await hotseat({ viewport: { width: 1366, height: 800 } });
    const board = '.game-page cg-board';
    const whiteKing = '.game-page piece.k-piece.white';
    assert.equal(await css(page, board, 'backgroundColor'), 'rgb(238, 220, 183)', 'wood at first');
    assert.match(await css(page, whiteKing, 'backgroundImage'), /%23f7f3ea/, 'classic ink at first');
    await openSettings(page);
    await chooseSetting(page, 'boardTheme', 'blue');
    await chooseSetting(page, 'pieceTheme', 'letters');
    await screenshot(page, 'settings-panel');
    await closeSettings(page);
    assert.equal(await css(page, board, 'backgroundColor'), 'rgb(222, 227, 230)', 'blue board');
    assert.match(await css(page, whiteKing, 'backgroundImage'), /%3Ctext/, 'a lettered disc');
    // A reload, and another page of the same browser, keep them.
    await page.reload();
    await waitConnected(page);
    assert.equal(await css(page, board, 'backgroundColor'), 'rgb(222, 227, 230)');
    assert.match(await css(page, whiteKing, 'backgroundImage'), /%3Ctext/);
    await openSettings(page);
    await chooseSetting(page, 'boardTheme', 'green');
    await chooseSetting(page, 'pieceTheme', 'contrast');
    await closeSettings(page);
    assert.equal(await css(page, board, 'backgroundColor'), 'rgb(238, 238, 210)', 'green board');
    assert.match(await css(page, whiteKing, 'backgroundImage'), /%23ffffff/, 'pure white pieces');
    const other = await ctx.newPage();
    await other.goto('/rules/chess');
    await other.locator('.rules-start cg-board').waitFor();
    assert.equal(await css(other, '.rules-start cg-board', 'backgroundColor'), 'rgb(238, 238, 210)', 'the rules page too');
    await ctx.close();
  });

  test('dark mode follows the system, and the choice overrides it', async () => {
    const dark = await env.browser.newContext({ baseURL: env.server.base, colorScheme: 'dark' });
    let page = await dark.newPage();
    await page.goto('/');
    await page.locator('.home').waitFor();
    assert.equal(await rootBackground(page), DARK_BG, 'the system is dark');
    await openSettings(page);
    await chooseSetting(page, 'colorScheme', 'light');
    assert.equal(await rootBackground(page), LIGHT_BG, 'light chosen');
    await chooseSetting(page, 'colorScheme', 'system');
    assert.equal(await rootBackground(page), DARK_BG, 'back to the system');
    await dark.close();

    const light = await env.browser.newContext({ baseURL: env.server.base, colorScheme: 'light' });
    page = await light.newPage();
    await page.goto('/');
    await page.locator('.home').waitFor();
    assert.equal(await rootBackground(page), LIGHT_BG);
    await openSettings(page);
    await chooseSetting(page, 'colorScheme', 'dark');
    await closeSettings(page);
    assert.equal(await rootBackground(page), DARK_BG, 'dark chosen');
    await page.reload();
    await page.locator('.home').waitFor();
    assert.equal(await rootBackground(page), DARK_BG, 'remembered');
    // The system changing does not undo an explicit choice.
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await rootBackground(page), DARK_BG);
    await light.close();
  });

  test('board size and coordinates', async () => {
    const { ctx, page } = await hotseat({ viewport: { width: 1366, height: 800 } });
    const frame = page.locator('.game-page .board-frame');
    const full = (await frame.boundingBox()).width;
    assert.equal(await page.locator('.game-page .coords').isVisible(), true);
    await openSettings(page);
    await page.locator('dialog.settings-dialog input[name="boardSize"]').fill('60');
    await checkSetting(page, 'coordinates', false);
    await closeSettings(page);
    const small = (await frame.boundingBox()).width;
    assert.ok(Math.abs(small - full * 0.6) < 3, `60% of ${full} is about ${small}`);
    assert.equal(await page.locator('.game-page .coords').isVisible(), false, 'coordinates hidden');
    await page.reload();
    await waitConnected(page);
    assert.ok(Math.abs((await frame.boundingBox()).width - small) < 1, 'size remembered');
    assert.equal(await page.locator('.game-page .coords').isVisible(), false, 'coordinates stay hidden');
    await ctx.close();
  });

  test('animation speed: slow glides longer than fast, none does not glide', async () => {
    const { g, ctx, page } = await hotseat();
    /** How long a piece glides (ms) when the next move arrives from elsewhere (the same seat over
     *  HTTP, so the page animates it), with the animation speed `speed`. */
    const glide = async (speed, uci, ply) => {
      await openSettings(page);
      await page.locator('dialog.settings-dialog select[name="animation"]').selectOption(speed);
      await closeSettings(page);
      const measured = page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            let first = null;
            let last = null;
            const look = () => {
              const now = performance.now();
              if (document.querySelector('.game-page piece.anim')) {
                first ??= now;
                last = now;
              }
              if (now - t0 > 3000 || (last !== null && now - last > 300)) resolve(first === null ? 0 : last - first);
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          }),
      );
      await postMove(env.server.base, g.id, g.token, uci);
      await waitPly(page, ply);
      return measured;
    };
    const slow = await glide('slow', 'e2e4', 1);
    const fast = await glide('fast', 'e7e5', 2);
    const none = await glide('off', 'g1f3', 3);
    assert.ok(slow > 300, `slow glides (${slow} ms)`);
    assert.ok(fast > 0 && fast < slow - 150, `fast glides, for less time (${fast} ms against ${slow} ms)`);
    assert.equal(none, 0, 'no glide when off');
    await waitBoard(page, (b) => b.pieces.f3 === 'n-piece white', 'the last move is shown');
    await ctx.close();
  });
});

describe('play settings', () => {
  test('always promote to the first choice: no picker, the queen (Turkish: the queen too)', async () => {
    const { g, ctx, page } = await hotseat({}, '4k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    await openSettings(page);
    await checkSetting(page, 'promoteFirst', true);
    await closeSettings(page);
    await dragMove(page, 'a7', 'a8');
    await waitPly(page, 1);
    assert.equal(await page.locator('.promotion-choice').count(), 0, 'no picker');
    assert.equal((await getGame(env.server.base, g.id)).moves[0], 'a7a8q');
    const t = await createGame(env.server.base, { variant: 'turkish', mode: 'hotseat', fen: '4k3/P7/8/8/8/8/8/8/8/4K3 w - - 0 1' });
    const turkish = await ctx.newPage();
    await turkish.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [t.id, t.token]);
    await turkish.goto(`/game/${t.id}`);
    await waitConnected(turkish);
    await dragMove(turkish, 'a9', 'a10');
    await waitPly(turkish, 1);
    assert.equal((await getGame(env.server.base, t.id)).moves[0], 'a9a10q');
    // Off again (the default): the picker is back, in this browser's next game.
    await openSettings(turkish);
    await checkSetting(turkish, 'promoteFirst', false);
    await closeSettings(turkish);
    const again = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat', fen: '4k3/P7/8/8/8/8/8/4K3 w - - 0 1' });
    await turkish.evaluate(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [again.id, again.token]);
    await turkish.goto(`/game/${again.id}`);
    await waitConnected(turkish);
    await dragMove(turkish, 'a7', 'a8');
    await turkish.locator('.promotion-choice').first().waitFor();
    await ctx.close();
  });

  test('hot-seat: on a phone the board turns to the side to move', async () => {
    const { ctx, page } = await hotseat({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const orientation = () => page.locator('.game-page .board-frame').getAttribute('data-orientation');
    assert.equal(await orientation(), 'white');
    await tapMove(page, 'e2', 'e4');
    await waitPly(page, 1);
    assert.equal(await orientation(), 'black', 'Black to move: Black at the bottom');
    await screenshot(page, 'hotseat-phone-black-to-move');
    await tapMove(page, 'e7', 'e5');
    await waitPly(page, 2);
    assert.equal(await orientation(), 'white');
    // The clocks and names follow the board: White's bar is at the bottom again.
    assert.equal(await page.locator('[data-el="barBottom"]').getAttribute('data-colour'), 'white');
    await ctx.close();
  });

  test('hot-seat on a desktop: off by default, on from the panel', async () => {
    const { ctx, page } = await hotseat({ viewport: { width: 1366, height: 800 } });
    const orientation = () => page.locator('.game-page .board-frame').getAttribute('data-orientation');
    await dragMove(page, 'd2', 'd4');
    await waitPly(page, 1);
    assert.equal(await orientation(), 'white', 'off on a wide screen');
    await openSettings(page);
    assert.equal(await page.locator('dialog.settings-dialog input[name="hotseatTurn"]').isChecked(), false);
    await checkSetting(page, 'hotseatTurn', true);
    await closeSettings(page);
    assert.equal(await orientation(), 'black', 'turned at once');
    assert.equal(await page.locator('[data-el="barBottom"]').getAttribute('data-colour'), 'black');
    await dragMove(page, 'd7', 'd5');
    await waitPly(page, 2);
    assert.equal(await orientation(), 'white');
    await ctx.close();
  });
});
