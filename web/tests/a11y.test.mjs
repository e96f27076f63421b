// Accessibility audit (issue 23, item 14): axe-core, injected into the real pages served by the
// real server, finds no serious or critical violation on the home page, the game page (playing,
// as a player with the chat, with the move completion and a piece tip open, as a spectator, and
// in screen-reader mode), the rules pages, and the accounts' pages of issue 24 (sign-up with its
// errors shown, login, account, profile with its chart and game list, leaderboard, the home page
// signed in with a rated game in the lobby, a rated game with names and the rating change), and
// the post-game review, the board editor and the analysis board (with the engine's lines) of
// issue 25, and the players' variants' directory with "My variants" and the variant designer
// (issue 29), and a game with drops (crazyhouse: its pockets, screen-reader mode, the editor).
// Each page's counts are printed, so a run records the figures.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { WEB, contextWithTokens, createGame, joinGame, serverAndBrowser, squareCenter, waitConnected } from './harness.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const env = serverAndBrowser({ variants: join(WEB, 'tests', 'fixtures', 'variants') });

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
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    await auditPath(context, 'home', '/', (p) => p.locator('.variant-card').first().waitFor());
    await context.close();
    expectClean();
  });

  test('rules pages', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    await auditPath(context, 'rules index', '/rules', (p) => p.locator('.rules-games a').first().waitFor());
    for (const game of ['chess', 'turnover', 'turkish', 'camel-mini'])
      await auditPath(context, `rules ${game}`, `/rules/${game}`, (p) => p.locator('.piece-diagram').first().waitFor());
    await auditPath(context, 'Betza lab', '/betza?b=mRcpR', (p) => p.locator('.betza-words li').first().waitFor());
    await auditPath(context, 'Betza lab, a mistake', '/betza?b=fmX', (p) => p.locator('#betza-problem:not([hidden])').waitFor());
    await context.close();
    expectClean();
  });

  test('game page: player, spectator, screen-reader mode', async () => {
    const created = await createGame(env.server.base, { variant: 'chess', mode: 'friend' });
    const invite = new URL(created.invite_url, env.server.base).searchParams.get('invite');
    await joinGame(env.server.base, created.id, invite);
    const player = await contextWithTokens(env.browser, env.server.base, { [created.id]: created.token }, { bypassCSP: true });
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
    const watcher = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    await auditPath(watcher, 'game (spectator)', `/game/${created.id}`, ready);
    await watcher.close();
    const tv = await createGame(env.server.base, { variant: 'turnover', mode: 'computer', level: 1 });
    const vsComputer = await contextWithTokens(env.browser, env.server.base, { [tv.id]: tv.token }, { bypassCSP: true });
    await auditPath(vsComputer, 'game (turnover vs computer)', `/game/${tv.id}`, ready);
    await vsComputer.close();
    expectClean();
  });

  test('accounts: sign-up, login, account, profile, leaderboard, rated game', async () => {
    const { server, browser } = env;
    const stamp = Date.now().toString(36).slice(-6);
    const anonymous = await browser.newContext({ baseURL: server.base, bypassCSP: true });
    await auditPath(anonymous, 'sign-up (with errors shown)', '/signup', async (p) => {
      await p.locator('.auth-page button[type="submit"]').click();
      await p.locator('#signup-username[aria-invalid="true"]').waitFor();
    });
    await auditPath(anonymous, 'login', '/login', (p) => p.locator('.auth-page form').waitFor());
    await auditPath(anonymous, 'leaderboard', '/leaderboard/chess/blitz', (p) => p.locator('.leaderboard-page [data-el="table"] :is(table, .empty)').waitFor());
    // Two accounts, each signed in in its own context (the request API shares the context's cookies).
    const a = await browser.newContext({ baseURL: server.base, bypassCSP: true });
    const b = await browser.newContext({ baseURL: server.base, bypassCSP: true });
    const [nameA, nameB] = [`ax_a${stamp}`, `ax_b${stamp}`];
    for (const [ctx, username] of [[a, nameA], [b, nameB]]) {
      const r = await ctx.request.post('/api/account/signup', { data: { username, password: 'password 24' } });
      assert.equal(r.status(), 201, await r.text());
    }
    const created = await a.request.post('/api/games', { data: { variant: 'chess', mode: 'open', color: 'white', rated: true, clock: { initial_s: 180, increment_s: 2 } } });
    assert.equal(created.status(), 201, await created.text());
    const game = await created.json();
    await a.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [game.id, game.token]);
    await auditPath(b, 'home (signed in, a rated game in the lobby)', '/', (p) => p.locator(`.lobby tr[data-game="${game.id}"]`).waitFor());
    const joined = await b.request.post(`/api/games/${game.id}/join`, { data: {} });
    assert.ok(joined.ok(), await joined.text());
    const seat = await joined.json();
    await b.addInitScript(([id, token]) => localStorage.setItem(`turnpan.token.${id}`, token), [game.id, seat.token]);
    // Fool's mate over HTTP, then the finished game with its rating change.
    for (const [ctx, token, uci] of [[a, game.token, 'f2f3'], [b, seat.token, 'e7e5'], [a, game.token, 'g2g4'], [b, seat.token, 'd8h4']]) {
      const r = await ctx.request.post(`/api/games/${game.id}/moves`, { data: { uci }, headers: { Authorization: `Bearer ${token}` } });
      assert.equal(r.status(), 200, await r.text());
    }
    await auditPath(b, 'rated game over (names, rating change)', `/game/${game.id}`, (p) => p.locator('.result-banner .rating-change li').first().waitFor());
    await auditPath(b, 'profile (ratings, chart, games)', `/@/${nameB}`, async (p) => {
      await p.locator('.rating-chart canvas').waitFor();
      await p.locator('.game-list tr[data-game]').first().waitFor();
    });
    await auditPath(b, 'account', '/account', (p) => p.locator('form[data-el="password"]').waitFor());
    await auditPath(b, 'home (signed in, recent games)', '/', (p) => p.locator(`.recent tr[data-recent="${game.id}"]`).waitFor());
    for (const ctx of [anonymous, a, b]) await ctx.close();
    expectClean();
  });

  test('post-game review (issue 25): analysed, with its graph, summary and marks', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    const created = await context.request.post('/api/games', { data: { variant: 'chess', mode: 'hotseat' } });
    const game = await created.json();
    for (const uci of ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7']) {
      const r = await context.request.post(`/api/games/${game.id}/moves`, { data: { uci }, headers: { Authorization: `Bearer ${game.token}` } });
      assert.equal(r.status(), 200, await r.text());
    }
    await auditPath(context, 'review (analysed)', `/review/${game.id}`, async (p) => {
      await p.locator('select[data-el="depth"]').selectOption('4');
      await p.locator('button[data-el="analyse"]').click();
      await p.locator('.review-page[data-state="done"] .review-graph canvas').waitFor({ timeout: 60_000 });
      await p.locator('.move-list [data-ply="6"]').click();
    });
    await context.close();
    expectClean();
  });

  test('analysis board: engine lines, a variation, the PGN import open', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    await auditPath(context, 'analysis board', '/analysis/chess?moves=e2e4,e7e5', async (p) => {
      await p.locator('.engine-line').first().waitFor({ timeout: 30_000 });
      await p.keyboard.press('ArrowLeft');
      await p.locator('.analysis-page[data-ply="1"]').waitFor();
      await p.locator('.analysis-pgn summary').click();
    });
    await context.close();
    expectClean();
  });

  test('board editor (issue 25): a good position, an invalid one, Turnover', async () => {
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    const ready = (code) => (p) => p.locator(`.editor-page[data-state="ready"] .editor-verdict[data-code="${code}"]`).waitFor();
    await auditPath(context, 'editor (chess)', '/editor/chess', ready('ok'));
    await auditPath(context, 'editor (invalid position)', `/editor/chess?fen=${encodeURIComponent('8/8/8/8/8/8/8/K7 w - - 0 1')}`, ready('no-royal'));
    await auditPath(context, 'editor (turnover)', '/editor/turnover', ready('ok'));
    await context.close();
    expectClean();
  });

  test('a game with drops (crazyhouse): pockets on the game page, screen-reader mode, the editor', async () => {
    // Crazyhouse, from variants/examples, stored as a player's variant of a new account.
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    const username = `ah${Date.now().toString(36).slice(-6)}`;
    const r = await context.request.post('/api/account/signup', { data: { username, password: 'password 30' } });
    assert.equal(r.status(), 201);
    const toml = readFileSync(join(WEB, '..', 'variants', 'examples', 'crazyhouse.toml'), 'utf8');
    const stored = await context.request.post('/api/my-variants', { data: { toml, visibility: 'public' } });
    assert.equal(stored.status(), 201, await stored.text());
    const id = (await stored.json()).id;
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR[QPPn] w KQkq - 0 1';
    const game = await createGame(env.server.base, { variant: id, mode: 'hotseat', fen });
    const player = await contextWithTokens(env.browser, env.server.base, { [game.id]: game.token }, { bypassCSP: true });
    const ready = async (p) => {
      await p.locator('.game-page[data-status="playing"] .board-pocket[aria-label]').first().waitFor();
      await waitConnected(p);
    };
    await auditPath(player, 'game with drops (a pocket piece chosen)', `/game/${game.id}`, async (p) => {
      await ready(p);
      await p.locator('.board-pocket[data-colour="white"] piece[data-role="p-piece"]').click();
      await p.locator('.game-page .board-frame square.move-dest').first().waitFor();
    });
    await auditPath(player, 'game with drops (screen-reader mode)', `/game/${game.id}?blind=1`, async (p) => {
      await ready(p);
      await p.locator('.blind-by-piece p[data-hand="white"]').waitFor();
    });
    await player.close();
    await auditPath(context, 'editor (hands)', `/editor/${id}?fen=${encodeURIComponent(fen)}`, (p) =>
      p.locator('.editor-page[data-state="ready"] .editor-verdict[data-code="ok"]').waitFor(),
    );
    await context.close();
    expectClean();
  });

  test("players' variants (issue 29): the directory signed out and signed in, the lobby with one", async () => {
    const context = await env.browser.newContext({ baseURL: env.server.base, bypassCSP: true });
    await auditPath(context, 'variants (signed out)', '/variants', (p) => p.locator('.directory-results[data-state]').waitFor());
    const username = `ax${Date.now().toString(36).slice(-6)}`;
    const r = await context.request.post('/api/account/signup', { data: { username, password: 'password 29' } });
    assert.equal(r.status(), 201);
    const toml = readFileSync(join(WEB, 'tests', 'fixtures', 'variants', 'camel-mini.toml'), 'utf8');
    const stored = await context.request.post('/api/my-variants', { data: { toml, visibility: 'public' } });
    assert.equal(stored.status(), 201);
    const id = (await stored.json()).id;
    await createGame(env.server.base, { variant: id, mode: 'open' });
    await auditPath(context, 'variants (signed in, one variant)', '/variants', async (p) => {
      await p.locator('.my-variants[data-state="ready"] li').waitFor();
      await p.locator('.directory-results[data-state="listed"]').waitFor();
    });
    await auditPath(context, "home (a player's variant chosen and in the lobby)", `/?variant=${encodeURIComponent(id)}`, (p) =>
      p.locator(`.lobby-filters optgroup option[value="${id}"]`).waitFor({ state: 'attached' }),
    );
    // The designer: a good design (with the palette open), one with a problem shown at its
    // field, and the owner's edit page.
    await auditPath(context, 'designer (new, palette open)', '/variants/new?from=chess', async (p) => {
      await p.locator('.designer[data-state="ready"][data-valid="true"]').waitFor();
      await p.locator('[data-act="palette"]').click();
      await p.locator('.dz-take').first().waitFor();
    });
    await auditPath(context, 'designer (a problem at its field)', '/variants/new?from=chess', async (p) => {
      await p.locator('.designer[data-state="ready"]').waitFor();
      await p.locator('.dz-piece').nth(1).locator('[data-piece="betza"]').fill('Q?');
      await p.locator('.dz-problem').first().waitFor();
    });
    await auditPath(context, 'designer (edit)', `/variants/${id}/edit`, (p) => p.locator('.designer[data-state="ready"]').waitFor());
    await context.close();
    expectClean();
  });
});
