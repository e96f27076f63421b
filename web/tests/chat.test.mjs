// Browser tests of issue 23 item 11: the players' chat in a friend game (text only, the server's
// limits shown as clear refusals, the conversation kept across a reload), no chat for
// spectators, against the computer or in hot-seat, and the spectator count shown to everybody.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { WEB, contextWithTokens, createGame, joinGame, serverAndBrowser, waitConnected } from './harness.mjs';

const SHOTS = join(WEB, 'test-results', 'screenshots-23');

const env = serverAndBrowser();
before(() => mkdirSync(SHOTS, { recursive: true }));

async function friendGame() {
  const created = await createGame(env.server.base, { variant: 'chess', mode: 'friend' });
  const invite = new URL(created.invite_url, env.server.base).searchParams.get('invite');
  const joined = await joinGame(env.server.base, created.id, invite);
  return { id: created.id, white: created.token, black: joined.token };
}

async function open(id, token, locale = 'en-US') {
  const context = await contextWithTokens(env.browser, env.server.base, token ? { [id]: token } : {}, { locale });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A chat line's markup must never run: a script it smuggled in would call this.
  await page.exposeFunction('turnpanPwned', () => errors.push('markup from a chat line ran'));
  await page.goto(`/game/${id}`);
  await waitConnected(page);
  return { context, page, errors };
}

const lines = (page, name = 'Messages') => page.getByRole('log', { name }).locator('.chat-line');

describe('chat and spectators', () => {
  test('two players chat; markup stays text; a spectator is counted and hears nothing', async () => {
    const g = await friendGame();
    const w = await open(g.id, g.white);
    const b = await open(g.id, g.black);
    const say = async (page, text) => {
      await page.getByRole('textbox', { name: 'Message to your opponent' }).fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
    };
    await say(w.page, 'good luck! <img src=x onerror="turnpanPwned()"><b>bold</b>');
    const line = lines(b.page).first();
    await line.waitFor();
    assert.equal(await line.locator('.chat-from').innerText(), 'White');
    assert.equal(await line.locator('.chat-text').innerText(), 'good luck! <img src=x onerror="turnpanPwned()"><b>bold</b>');
    assert.equal(await b.page.locator('.chat-log img, .chat-log b').count(), 0, 'no markup was made');
    assert.equal(await lines(w.page).first().locator('.chat-from').innerText(), 'You');
    await say(b.page, 'thanks, you too');
    await lines(w.page).nth(1).waitFor();
    assert.equal(await lines(w.page).nth(1).locator('.chat-text').innerText(), 'thanks, you too');

    // A spectator: counted for everybody, no chat panel, and never a line.
    const s = await open(g.id, null);
    await w.page.getByText('One spectator is watching.').waitFor();
    await b.page.getByText('One spectator is watching.').waitFor();
    await s.page.getByText('One spectator is watching.').waitFor();
    assert.equal(await s.page.locator('.chat').isVisible(), false);
    assert.equal(await s.page.locator('.chat-line').count(), 0);
    const s2 = await open(g.id, null);
    await w.page.getByText('2 spectators are watching.').waitFor();
    await w.page.screenshot({ path: join(SHOTS, 'chat-and-spectators.png') });
    await s2.context.close();
    await w.page.getByText('One spectator is watching.').waitFor();

    // The conversation is still there after a reload.
    await b.page.reload();
    await waitConnected(b.page);
    await lines(b.page).nth(1).waitFor();
    assert.equal(await lines(b.page).count(), 2);
    for (const x of [w, b, s]) assert.deepEqual(x.errors, []);
    for (const x of [w, b, s]) await x.context.close();
  });

  test('the limits: 140 characters in the box, the server slows a fast writer down, in Spanish', async () => {
    const g = await friendGame();
    const w = await open(g.id, g.white, 'es-ES');
    const input = w.page.getByRole('textbox', { name: 'Mensaje para tu rival' });
    assert.equal(await input.getAttribute('maxlength'), '140');
    // Typing past the limit keeps 140 characters.
    await input.fill('');
    await input.pressSequentially('x'.repeat(150), { delay: 0 });
    assert.equal((await input.inputValue()).length, 140);
    // Five lines at once are allowed, the sixth is refused with the wait, and nothing shows it.
    for (let i = 1; i <= 6; i++) {
      await input.fill(`línea ${i}`);
      await input.press('Enter');
      if (i < 6) await lines(w.page, 'Mensajes').nth(i - 1).waitFor();
    }
    await w.page.getByRole('alert').filter({ hasText: 'Escribes demasiado rápido: espera 2 s.' }).waitFor();
    assert.equal(await lines(w.page, 'Mensajes').count(), 5);
    await w.page.screenshot({ path: join(SHOTS, 'chat-rate-limited-es.png') });
    assert.deepEqual(w.errors, []);
    await w.context.close();
  });

  test('no chat against the computer nor in hot-seat', async () => {
    const vs = await createGame(env.server.base, { variant: 'chess', mode: 'computer', level: 1 });
    const c = await open(vs.id, vs.token);
    assert.equal(await c.page.locator('.chat').isVisible(), false);
    await c.context.close();
    const hs = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
    const h = await open(hs.id, hs.token);
    assert.equal(await h.page.locator('.chat').isVisible(), false);
    await h.context.close();
  });
});
