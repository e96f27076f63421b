// Browser tests of the sounds (issue 23, item 5): a game's start, moves, captures, checks, its
// end and low time are heard, made with Web Audio (real audio nodes are started), at the volume
// chosen, and not at all when muted; the choice is remembered.
//
// What is heard is read two ways: the page announces each sound it plays (`turnpan:sound` on
// document), and the test counts the Web Audio sources the page really starts (a wrapper that
// counts calls to the sources' start and then makes them).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGame, dragMove, serverAndBrowser, waitConnected, waitPly, waitStatus } from './harness.mjs';
import { checkSetting, closeSettings, openSettings } from './board-helpers.mjs';

const env = serverAndBrowser();

function listen() {
  window.heard = [];
  window.sourcesStarted = 0;
  document.addEventListener('turnpan:sound', (e) => window.heard.push({ ...e.detail }));
  // AudioBufferSourceNode has a start of its own (with an offset).
  for (const kind of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
    if (!Object.prototype.hasOwnProperty.call(kind.prototype, 'start')) continue;
    const start = kind.prototype.start;
    kind.prototype.start = function (...args) {
      window.sourcesStarted += 1;
      return start.apply(this, args);
    };
  }
}

async function listeningContext(options = {}) {
  const ctx = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 }, ...options });
  await ctx.addInitScript(listen);
  return ctx;
}

const heard = (page) => page.evaluate(() => window.heard.map((h) => h.name));
const started = (page) => page.evaluate(() => window.sourcesStarted);

async function waitHeard(page, names, what) {
  await page.waitForFunction((n) => window.heard.length >= n, names.length, { timeout: 5000 }).catch(() => undefined);
  assert.deepEqual(await heard(page), names, what);
}

test('a game heard from start to mate: start, move, capture, check, end', async () => {
  const ctx = await listeningContext();
  const page = await ctx.newPage();
  await page.goto('/');
  // Both sides on this device, from the form, as a player would.
  await page.locator('.variant-card[data-variant="chess"]').click();
  await page.locator('label.chip:has(input[value="unlimited"])').click();
  await page.locator('label.chip:has(input[value="hotseat"])').click();
  await page.locator('[data-el="create"]').click();
  await page.waitForURL(/\/game\//);
  await waitConnected(page);
  await waitHeard(page, ['start'], 'the game starts');
  const line = [
    ['e2', 'e4', 'move'],
    ['f7', 'f5', 'move'],
    ['e4', 'f5', 'capture'],
    ['g7', 'g5', 'move'],
    ['d1', 'h5', 'check'],
  ];
  const expected = ['start'];
  for (let i = 0; i < line.length; i++) {
    const [from, to, sound] = line[i];
    await dragMove(page, from, to);
    await waitPly(page, i + 1);
    expected.push(sound);
    // The mate is a check, and ends the game.
    if (i === line.length - 1) expected.push('end');
    await waitHeard(page, expected, `${from}${to}`);
  }
  await waitStatus(page, 'finished');
  assert.ok((await started(page)) >= 2 * expected.length, 'Web Audio sources were started for them');
  await ctx.close();
});

test('muted, nothing is heard; the volume chosen is the one played; both remembered', async () => {
  const ctx = await listeningContext();
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat' });
  await ctx.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [g.id, g.token]);
  const page = await ctx.newPage();
  await page.goto(`/game/${g.id}`);
  await waitConnected(page);
  await openSettings(page);
  await page.locator('dialog.settings-dialog input[name="volume"]').fill('30');
  await page.locator('dialog.settings-dialog [data-el="soundTest"]').click();
  await page.waitForFunction(() => window.heard.some((h) => h.name === 'move'));
  assert.equal((await page.evaluate(() => window.heard.at(-1))).volume, 30, 'the trial sound at 30%');
  await checkSetting(page, 'sound', false);
  await closeSettings(page);
  const before = { heard: (await heard(page)).length, started: await started(page) };
  await dragMove(page, 'e2', 'e4');
  await waitPly(page, 1);
  await dragMove(page, 'e7', 'e5');
  await waitPly(page, 2);
  await page.waitForTimeout(300);
  assert.equal((await heard(page)).length, before.heard, 'no sound while muted');
  assert.equal(await started(page), before.started, 'no audio node started while muted');
  // Remembered: after a reload the panel shows them, and the page stays silent.
  await page.reload();
  await waitConnected(page);
  await openSettings(page);
  assert.equal(await page.locator('dialog.settings-dialog input[name="sound"]').isChecked(), false);
  assert.equal(await page.locator('dialog.settings-dialog input[name="volume"]').inputValue(), '30');
  await checkSetting(page, 'sound', true);
  await closeSettings(page);
  await dragMove(page, 'g1', 'f3');
  await waitPly(page, 3);
  await waitHeard(page, ['move'], 'sound on again');
  assert.equal((await page.evaluate(() => window.heard.at(-1))).volume, 30);
  await ctx.close();
});

test('low time: heard once when the player’s clock goes under 10 seconds', async () => {
  const ctx = await listeningContext();
  const g = await createGame(env.server.base, { variant: 'chess', mode: 'hotseat', clock: { initial_s: 11.5, increment_s: 0 } });
  await ctx.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [g.id, g.token]);
  const page = await ctx.newPage();
  await page.goto(`/game/${g.id}`);
  await waitConnected(page);
  await page.mouse.click(5, 5);
  await dragMove(page, 'e2', 'e4');
  await waitPly(page, 1);
  await dragMove(page, 'e7', 'e5');
  await waitPly(page, 2);
  // White's clock runs from 11.5 s.
  await page.waitForFunction(() => window.heard.some((h) => h.name === 'low-time'), undefined, { timeout: 5000 });
  const clock = Number(await page.locator('.clock[data-colour="white"]').getAttribute('data-ms'));
  // data-ms is rounded to the millisecond: 9,999.6 ms reads 10000.
  assert.ok(clock <= 10_000 && clock > 8_000, `heard as it crossed 10 s (${clock} ms left)`);
  await page.waitForTimeout(1200);
  assert.equal((await heard(page)).filter((n) => n === 'low-time').length, 1, 'once');
  await ctx.close();
});
