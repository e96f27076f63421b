// Browser tests of getting the player's attention (issue 23, item 8): the tab's title says "Your
// turn" (translated) while it is; a notification says the opponent moved while the tab was
// hidden, only when the player turned that on, and the browser is asked for permission only on
// that click.
//
// Headless Chromium never hides a page (switching tabs, minimising: `visibilityState` stays
// "visible"), so the tests make the page hidden as a browser does when its tab is in the
// background: `document.visibilityState` and `document.hidden` change and `visibilitychange`
// fires. Notifications are the browser's own; the test records each one made (title, body) and
// lets it through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, joinGame, postMove, serverAndBrowser, waitConnected, waitPly } from './harness.mjs';
import { T, checkSetting, closeSettings, openSettings } from './board-helpers.mjs';

const env = serverAndBrowser();

/** Init script: a switch for the page's visibility, and a record of notifications and of
 *  permission requests. */
function observe() {
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  window.setHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  window.notified = [];
  window.permissionAsked = 0;
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title, options) {
      super(title, options);
      window.notified.push({ title, body: options?.body ?? '' });
    }
  }
  const ask = Real.requestPermission.bind(Real);
  Recorded.requestPermission = (...args) => {
    window.permissionAsked += 1;
    return ask(...args);
  };
  window.Notification = Recorded;
}

/** A friend game, White's page in a context with `options`, Black over HTTP. */
async function whiteVersusHttp(options = {}, lang = 'en') {
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'friend', color: 'white' });
  const invite = new URL(g.invite_url, env.server.base).searchParams.get('invite');
  const black = await joinGame(env.server.base, g.id, invite);
  const ctx = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 }, ...options });
  await ctx.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [g.id, g.token]);
  await ctx.addInitScript(observe);
  const page = await ctx.newPage();
  await page.goto(`/game/${g.id}?lang=${lang}`);
  await waitConnected(page);
  return { g, black, ctx, page };
}

test('the title says "Your turn" while it is, for each player, in their language', async () => {
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'friend', color: 'white' });
  const invite = new URL(g.invite_url, env.server.base).searchParams.get('invite');
  const j = await joinGame(env.server.base, g.id, invite);
  const pages = {};
  for (const [colour, token, lang] of [['white', g.token, 'el'], ['black', j.token, 'pt']]) {
    const ctx = await env.browser.newContext({ baseURL: env.server.base });
    await ctx.addInitScript(([id, t]) => localStorage.setItem(`turnpan.token.${id}`, t), [g.id, token]);
    pages[colour] = await ctx.newPage();
    await pages[colour].goto(`/game/${g.id}?lang=${lang}`);
    await waitConnected(pages[colour]);
  }
  const yourTurn = (lang) => `${T(lang, 'title-your-turn')} · Turnpan`;
  assert.equal(await pages.white.title(), yourTurn('el'));
  assert.equal(await pages.black.title(), 'Turnpan');
  await postMove(env.server.base, g.id, g.token, 'e2e4');
  await waitPly(pages.black, 1);
  await waitPly(pages.white, 1);
  assert.equal(await pages.white.title(), 'Turnpan');
  assert.equal(await pages.black.title(), yourTurn('pt'));
  // Leaving the game gives the page its plain title back.
  await pages.black.locator('.site-header a.brand').click();
  await pages.black.locator('.home').waitFor();
  assert.equal(await pages.black.title(), 'Turnpan');
  for (const p of Object.values(pages)) await p.context().close();
});

test('a hidden tab is notified of the opponent’s move once the player turned it on', async () => {
  const { g, black, ctx, page } = await whiteVersusHttp();
  await ctx.grantPermissions(['notifications'], { origin: env.server.base });
  // Off by default: a move while hidden notifies nobody.
  await page.evaluate(() => window.setHidden(true));
  await postMove(env.server.base, g.id, g.token, 'e2e4');
  await postMove(env.server.base, g.id, black.token, 'e7e5');
  await waitPly(page, 2);
  assert.deepEqual(await page.evaluate(() => window.notified), [], 'the setting is off');
  await page.evaluate(() => window.setHidden(false));
  await openSettings(page);
  // The browser already allows notifications here: the setting goes on at once.
  await checkSetting(page, 'notifications', true);
  assert.equal(await page.locator('dialog.settings-dialog input[name="notifications"]').isChecked(), true, 'granted');
  await closeSettings(page);
  // Visible: the page itself shows the move, no notification.
  await postMove(env.server.base, g.id, g.token, 'g1f3');
  await postMove(env.server.base, g.id, black.token, 'b8c6');
  await waitPly(page, 4);
  assert.deepEqual(await page.evaluate(() => window.notified), [], 'not while the tab is seen');
  // Hidden: the opponent's move is notified, the player's own is not.
  await page.evaluate(() => window.setHidden(true));
  await postMove(env.server.base, g.id, g.token, 'f1b5');
  await waitPly(page, 5);
  await postMove(env.server.base, g.id, black.token, 'a7a6');
  await waitPly(page, 6);
  await page.waitForFunction(() => window.notified.length > 0, undefined, { timeout: 3000 });
  assert.deepEqual(await page.evaluate(() => window.notified), [
    { title: T('en', 'notify-title'), body: T('en', 'notify-body', { game: 'Chess', move: 'a6' }) },
  ]);
  await ctx.close();
});

test('permission is asked only on the click, and a refusal leaves the setting off', async () => {
  const { g, black, ctx, page } = await whiteVersusHttp({}, 'es');
  await postMove(env.server.base, g.id, g.token, 'd2d4');
  await postMove(env.server.base, g.id, black.token, 'd7d5');
  await waitPly(page, 2);
  assert.equal(await page.evaluate(() => window.permissionAsked), 0, 'playing asks nothing');
  await openSettings(page);
  await checkSetting(page, 'notifications', true).catch(() => undefined);
  await page.waitForFunction(() => window.permissionAsked === 1);
  const note = page.locator('dialog.settings-dialog [data-el="notifyNote"]');
  await note.filter({ hasText: /\S/ }).waitFor();
  assert.equal(await note.innerText(), T('es', 'settings-notifications-denied'));
  assert.equal(await page.locator('dialog.settings-dialog input[name="notifications"]').isChecked(), false);
  await ctx.close();
});
