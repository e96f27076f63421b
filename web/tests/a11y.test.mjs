// Accessibility audit (issue 23, item 14): axe-core, injected into the real pages served by the
// real server, finds no serious or critical violation on the home page, the game page (playing,
// as a player with the chat, with the move completion and a piece tip open, as a spectator, and
// in screen-reader mode) and the rules pages. Each page's
// counts are printed, so a run records the figures.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { WEB, contextWithTokens, createGame, joinGame, launchBrowser, squareCenter, startServer, waitConnected } from './harness.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server;
let browser;

before(async () => {
  server = await startServer({ variants: join(WEB, 'tests', 'fixtures', 'variants') });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Runs axe on the page as it stands; returns the serious and critical violations. */
async function audit(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function report(name, bad) {
  const serious = bad.filter((v) => v.impact === 'serious').length;
  const critical = bad.filter((v) => v.impact === 'critical').length;
  console.log(`axe ${name}: serious ${serious}, critical ${critical}${bad.length ? ' ' + JSON.stringify(bad) : ''}`);
  return bad.length ? [`${name}: ${bad.map((v) => `${v.id} (${v.impact}, ${v.nodes})`).join(', ')}`] : [];
}

/** Every page's violations, reported together at the end of a test. */
let found = [];

async function auditPath(context, name, path, ready) {
  const page = await context.newPage();
  await page.goto(path);
  await ready(page);
  found.push(...report(name, await audit(page)));
  await page.close();
}

function expectClean() {
  const all = found;
  found = [];
  assert.deepEqual(all, [], 'serious or critical accessibility violations');
}

describe('accessibility audit (axe-core)', () => {
  test('home page', async () => {
    const context = await browser.newContext({ baseURL: server.base, bypassCSP: true });
    await auditPath(context, 'home', '/', (p) => p.locator('.variant-card').first().waitFor());
    await context.close();
    expectClean();
  });

  test('rules pages', async () => {
    const context = await browser.newContext({ baseURL: server.base, bypassCSP: true });
    await auditPath(context, 'rules index', '/rules', (p) => p.locator('.rules-games a').first().waitFor());
    for (const game of ['chess', 'turnover', 'turkish', 'camel-mini'])
      await auditPath(context, `rules ${game}`, `/rules/${game}`, (p) => p.locator('.piece-diagram').first().waitFor());
    await context.close();
    expectClean();
  });

  test('game page: player, spectator, screen-reader mode', async () => {
    const created = await createGame(server.base, { variant: 'chess', mode: 'friend' });
    const invite = new URL(created.invite_url, server.base).searchParams.get('invite');
    await joinGame(server.base, created.id, invite);
    const player = await contextWithTokens(browser, server.base, { [created.id]: created.token }, { bypassCSP: true });
    const ready = async (p) => {
      await p.locator('.game-page[data-status="playing"]').waitFor();
      await waitConnected(p);
    };
    await auditPath(player, 'game (player)', `/game/${created.id}`, ready);
    await auditPath(player, 'game (screen-reader mode)', `/game/${created.id}?blind=1`, ready);
    await auditPath(player, 'game (typed move completion and a piece tip open)', `/game/${created.id}`, async (p) => {
      await ready(p);
      await p.getByRole('combobox', { name: 'Type a move' }).fill('N');
      await p.getByRole('listbox').waitFor();
      const c = await squareCenter(p, 'g1');
      await p.mouse.move(c.x - 2, c.y - 2);
      await p.mouse.move(c.x, c.y);
      await p.getByRole('tooltip').waitFor();
    });
    await player.close();
    const watcher = await browser.newContext({ baseURL: server.base, bypassCSP: true });
    await auditPath(watcher, 'game (spectator)', `/game/${created.id}`, ready);
    await watcher.close();
    const tv = await createGame(server.base, { variant: 'turnover', mode: 'computer', level: 1 });
    const vsComputer = await contextWithTokens(browser, server.base, { [tv.id]: tv.token }, { bypassCSP: true });
    await auditPath(vsComputer, 'game (turnover vs computer)', `/game/${tv.id}`, ready);
    await vsComputer.close();
    expectClean();
  });
});
