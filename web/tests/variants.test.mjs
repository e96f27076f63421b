// Browser tests of the players' variants in the web UI (issue 29, "Publish" and "every published
// variant plays"), against the real server and Debian's Chromium: the directory `/variants` lists
// a public variant, finds it by search and sorts it, never shows a private one; its owner sees
// "My variants" with its links and deletes one; `/?variant=@name/slug` chooses it on the home
// page and a hot-seat game plays it; the lobby names an open game of it and its filter lists it;
// the analysis board and the board editor load it (a file sharing a built-in game's id too).
// Variants are stored over HTTP (`POST /api/my-variants`) by players signed up over HTTP.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { WEB, createGame, dragMove, getGame, screenshot, serverAndBrowser, uniqueName, waitPly, waitStatus } from './harness.mjs';

const env = serverAndBrowser();
const PASSWORD = 'variants all the way';
const CAMEL = readFileSync(join(WEB, 'tests', 'fixtures', 'variants', 'camel-mini.toml'), 'utf8');
const CHESS = readFileSync(join(WEB, '..', 'variants', 'chess.toml'), 'utf8');
const CAMEL_START = 'rcnkcr/pppppp/6/6/PPPPPP/RCNKCR w - - 0 1';

const en = (() => {
  const b = new FluentBundle('en', { useIsolating: false });
  b.addResource(new FluentResource(readFileSync(join(WEB, 'src', 'locales', 'en.ftl'), 'utf8')));
  return (id, args) => b.formatPattern(b.getMessage(id).value, args);
})();

/** The camel fixture as a file of another id, name and description. */
function camel(id, name, description = 'A camel test variant.') {
  return CAMEL.replace('id = "camel-mini"', `id = "${id}"`)
    .replace('name = "Camel Mini"', `name = "${name}"`)
    .replace(/^description = .*$/m, `description = ${JSON.stringify(description)}`);
}

/** A browser context (English, a laptop's window); its page records the page's errors. */
async function newPage() {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A context signed up as a fresh player (the session cookie is the context's). */
async function playerPage(prefix) {
  const opened = await newPage();
  const name = uniqueName(prefix);
  const r = await opened.context.request.post('/api/account/signup', { data: { username: name, password: PASSWORD } });
  assert.equal(r.status(), 201, await r.text());
  return { ...opened, name };
}

/** Stores a variant file for the context's player; returns its id (`@name/slug`). */
async function store(context, toml, visibility) {
  const r = await context.request.post('/api/my-variants', { data: { toml, visibility } });
  const body = await r.json();
  assert.equal(r.status(), 201, JSON.stringify(body));
  return body.id;
}

const entry = (page, id) => page.locator(`.directory-results li[data-variant="${id}"]`);
const myRow = (page, id) => page.locator(`.my-variants li[data-variant="${id}"]`);

/** Waits until the directory shows the answer to the search now in the address. */
async function waitDirectory(page, q) {
  await page.waitForFunction(
    (want) => new URLSearchParams(location.search).get('q') === want && document.querySelector('.directory-results[data-state]:not([aria-busy])'),
    q,
  );
}

/** The ids the directory lists, in order. */
const listed = (page) => page.locator('.directory-results li[data-variant]').evaluateAll((li) => li.map((x) => x.dataset.variant));

describe("players' variants", () => {
  test('the directory lists public variants, searches and sorts them, and never shows a private one', async () => {
    const owner = await playerPage('dir');
    const tag = uniqueName('t').toLowerCase();
    const aardvark = await store(owner.context, camel('aardvark', `Aardvark ${tag}`, 'Tom & Jerry\'s "camel", three games'), 'public');
    const zebra = await store(owner.context, camel('zebra', `Zebra ${tag}`), 'public');
    const hidden = await store(owner.context, camel('hidden', `Hidden ${tag}`), 'private');
    const unlisted = await store(owner.context, camel('quiet', `Quiet ${tag}`), 'unlisted');
    // One game of the zebra: it is the most played.
    await createGame(env.server.base, { variant: zebra, mode: 'hotseat' });

    const { context, page, errors } = await newPage();
    await page.goto('/');
    const nav = page.locator('.site-nav a[href="/variants"]');
    assert.equal(await nav.textContent(), en('nav-variants'));
    await nav.click();
    await page.locator('.variants-page h1').waitFor();
    assert.equal(await page.locator('.variants-page h1').textContent(), en('variants-title'));
    await page.locator('.directory-results[data-state="listed"]').waitFor();
    let ids = await listed(page);
    assert.ok(ids.includes(aardvark) && ids.includes(zebra), ids.join(' '));
    assert.ok(!ids.includes(hidden) && !ids.includes(unlisted), ids.join(' '));
    // Signed out: an invitation to sign in, back here after.
    assert.equal(await page.locator('.my-variants[data-state="signed-out"] a').getAttribute('href'), '/login?next=/variants');

    // One entry: name to its rules, creator to the profile, games, description as text, Play.
    const a = entry(page, aardvark);
    assert.equal(await a.locator('h3 a').textContent(), `Aardvark ${tag}`);
    assert.equal(await a.locator('h3 a').getAttribute('href'), `/rules/${aardvark}`);
    assert.equal(await a.locator('.variant-creator a').getAttribute('href'), `/@/${owner.name}`);
    assert.equal(await a.locator('.variant-creator a').textContent(), owner.name);
    assert.equal(await a.locator('.variant-description').textContent(), 'Tom & Jerry\'s "camel", three games');
    assert.equal(await a.locator('a.play-link').getAttribute('href'), `/?variant=${encodeURIComponent(aardvark)}`);
    assert.equal(await entry(page, zebra).locator('.variant-games').textContent(), en('variants-games', { count: 1 }));
    assert.equal(await a.locator('.variant-games').textContent(), en('variants-games', { count: 0 }));

    // Search as you type: the address keeps it; only this test's public variants match.
    await page.getByLabel(en('variants-search')).fill(tag);
    await waitDirectory(page, tag);
    ids = await listed(page);
    assert.deepEqual([...ids].sort(), [aardvark, zebra].sort());
    // Ordered by name, then by games played.
    await page.getByLabel(en('variants-sort')).selectOption('name');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === 'name');
    await waitDirectory(page, tag);
    assert.deepEqual(await listed(page), [aardvark, zebra]);
    await page.getByLabel(en('variants-sort')).selectOption('games');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === 'games');
    await waitDirectory(page, tag);
    assert.deepEqual(await listed(page), [zebra, aardvark]);
    await screenshot(page, 'variants-directory');

    // A private or unlisted variant's name finds nothing: a message says so.
    await page.getByLabel(en('variants-search')).fill(`Hidden ${tag}`);
    await waitDirectory(page, `Hidden ${tag}`);
    await page.locator('.directory-results[data-state="empty"]').waitFor();
    assert.equal(await page.locator('.directory-results .empty').textContent(), en('variants-none-match', { query: `Hidden ${tag}` }));
    await page.getByLabel(en('variants-search')).fill(`Quiet ${tag}`);
    await waitDirectory(page, `Quiet ${tag}`);
    await page.locator('.directory-results[data-state="empty"]').waitFor();

    // A link with `?q=` opens with the search done; the name leads to the rules page.
    await page.goto(`/variants?q=${encodeURIComponent(`zebra ${tag}`)}`);
    assert.equal(await page.getByLabel(en('variants-search')).inputValue(), `zebra ${tag}`);
    await page.locator('.directory-results[data-state="listed"]').waitFor();
    assert.deepEqual(await listed(page), [zebra]);
    await entry(page, zebra).locator('h3 a').click();
    await page.locator(`.rules-page[data-variant="${zebra}"]`).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
    await owner.context.close();
  });

  test('the directory says so when the server fails, and never leaves the page blank', async () => {
    const { context, page, errors } = await newPage();
    // The directory's answer fails (a proxy's error page): the message is shown, the page stays.
    await context.route(/\/api\/variants\?/, (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/variants');
    await page.locator('.directory-results[data-state="error"]').waitFor();
    assert.match(await page.locator('.directory-results .form-error').textContent(), /^The variants could not be loaded: 502/);
    assert.equal(await page.locator('.variants-page h1').textContent(), en('variants-title'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the owner sees "My variants" with their links, and deleting one removes it', async () => {
    const { context, page, errors, name } = await playerPage('own');
    const tag = uniqueName('m').toLowerCase();
    const kept = await store(context, camel('kept', `Kept ${tag}`), 'private');
    const gone = await store(context, camel('gone', `Gone ${tag}`), 'public');
    await page.goto('/variants');
    await page.locator('.my-variants[data-state="ready"]').waitFor();
    assert.equal(await page.locator('.my-variants-count').textContent(), en('variants-mine-count', { count: 2, max: 20 }));
    assert.equal(await page.locator('.my-variants a.new-variant').getAttribute('href'), '/variants/new');
    // Newest first, any visibility, each with Edit, Rules, Play and Delete.
    assert.deepEqual(await page.locator('.my-variants li[data-variant]').evaluateAll((li) => li.map((x) => x.dataset.variant)), [gone, kept]);
    const row = myRow(page, kept);
    assert.equal(await row.locator('.visibility').textContent(), en('variants-visibility-private'));
    assert.equal(await row.locator('a.edit-link').getAttribute('href'), `/variants/@${name}/kept/edit`);
    assert.equal(await row.locator('a.rules-link').getAttribute('href'), `/rules/@${name}/kept`);
    assert.equal(await row.locator('a.play-link').getAttribute('href'), `/?variant=${encodeURIComponent(kept)}`);
    assert.equal(await page.getByRole('button', { name: en('variants-delete-label', { name: `Kept ${tag}` }) }).count(), 1);
    // The public one is in the directory too.
    await page.getByLabel(en('variants-search')).fill(tag);
    await waitDirectory(page, tag);
    assert.deepEqual(await listed(page), [gone]);

    // Delete asks once more on the same button, then the row goes, and the directory's entry.
    const del = myRow(page, gone).locator('button.delete-button');
    await del.click();
    assert.equal(await del.textContent(), en('variants-delete-confirm'));
    assert.equal(await myRow(page, gone).count(), 1);
    assert.equal((await (await context.request.get('/api/my-variants')).json()).variants.length, 2, 'not deleted before the confirmation');
    await del.click();
    await myRow(page, gone).waitFor({ state: 'detached' });
    assert.equal(await page.locator('.my-variants-count').textContent(), en('variants-mine-count', { count: 1, max: 20 }));
    assert.equal(await page.locator('.my-variants [role="status"]').textContent(), en('variants-deleted', { name: `Gone ${tag}` }));
    await page.locator('.directory-results[data-state="empty"]').waitFor();
    const mine = await (await context.request.get('/api/my-variants')).json();
    assert.deepEqual(mine.variants.map((v) => v.id), [kept]);
    await screenshot(page, 'variants-mine');
    // The rules page of one's own variant links to the designer; nobody else's does.
    await page.goto(`/rules/${kept}`);
    await page.locator(`.rules-page[data-variant="${kept}"]`).waitFor();
    assert.equal(await page.locator('a.designer-link').getAttribute('href'), `/variants/@${name}/kept/edit`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('/?variant=@name/slug chooses it on the home page, and a hot-seat game plays it', async () => {
    const owner = await playerPage('hot');
    const id = await store(owner.context, camel('hot-camel', 'Hot Camel'), 'unlisted');
    const { context, page, errors } = await newPage();
    // From the rules page's "Play".
    await page.goto(`/rules/${id}`);
    await page.locator(`.rules-page[data-variant="${id}"]`).waitFor();
    assert.equal(await page.locator('a.designer-link').count(), 0, 'only the owner may edit it');
    assert.equal(await page.locator('.rules-play a.editor-link').getAttribute('href'), `/editor/${id}`);
    await page.locator('.rules-play a.play-link').click();
    await page.waitForURL((u) => u.pathname === '/' && u.searchParams.get('variant') === id);
    const card = page.locator(`.variant-card[data-variant="${id}"]`);
    await card.waitFor();
    assert.equal(await card.locator('input').isChecked(), true);
    assert.equal(await card.locator('strong').textContent(), 'Hot Camel');
    assert.equal(await card.locator('a.rules-link').getAttribute('href'), `/rules/${id}`);
    assert.equal(await card.locator('a.editor-link').getAttribute('href'), `/editor/${id}`);
    assert.equal(await page.locator('.variant-card input:checked').count(), 1);
    // Hot-seat, untimed: the game plays the variant.
    await page.locator('input[name="mode"][value="hotseat"] + span').click();
    await page.locator('input[name="control"][value="unlimited"] + span').click();
    await page.locator('button[data-el="create"]').click();
    await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
    await page.locator(`.game-page[data-variant="${id}"]`).waitFor();
    await waitStatus(page, 'playing');
    const gameId = new URL(page.url()).pathname.split('/').pop();
    const state = await getGame(env.server.base, gameId);
    assert.equal(state.variant, id);
    assert.equal(state.variant_version, 1);
    assert.equal(state.fen, CAMEL_START);
    assert.match(await page.locator('.game-title').textContent(), /Hot Camel/);
    assert.equal(await page.locator('.game-title a.rules-link').getAttribute('href'), `/rules/${id}`);
    // A camel pawn steps one square.
    await dragMove(page, 'a2', 'a3');
    await waitPly(page, 1);
    assert.equal((await getGame(env.server.base, gameId)).last_move, 'a2a3');

    // A variant nobody may see: said, and the catalog's games stay.
    await page.goto(`/?variant=${encodeURIComponent(`@${owner.name}/nonesuch`)}`);
    await page.locator('.home-missing').waitFor();
    assert.equal(await page.locator('.home-missing').textContent(), en('home-variant-missing', { id: `@${owner.name}/nonesuch` }));
    assert.equal(await page.locator('.variant-card').count(), 5);
    // A catalog game by its id.
    await page.goto('/?variant=turkish');
    await page.locator('.variant-card[data-variant="turkish"] input:checked').waitFor({ state: 'attached' });
    assert.deepEqual(errors, []);
    await context.close();
    await owner.context.close();
  });

  test("the lobby names an open game of a player's variant, and its filter lists it", async () => {
    const owner = await playerPage('lob');
    const tag = uniqueName('l');
    const id = await store(owner.context, camel('lobby-camel', `Lobby Camel ${tag}`), 'public');
    const open = await createGame(env.server.base, { variant: id, mode: 'open' });
    const chess = await createGame(env.server.base, { variant: 'chess', mode: 'open' });
    const { context, page, errors } = await newPage();
    await page.goto('/');
    const row = page.locator(`.lobby tr[data-game="${open.id}"]`);
    await row.waitFor();
    await page.waitForFunction(([g, name]) => document.querySelector(`tr[data-game="${g}"] .lobby-game`)?.textContent === name, [open.id, `Lobby Camel ${tag}`]);
    assert.equal(await row.getAttribute('data-variant'), id);
    // The filter: the catalog's games, then the players' variants with open games.
    const filter = page.getByLabel(en('lobby-filter'));
    const option = filter.locator(`optgroup[label="${en('lobby-players-variants')}"] option[value="${id}"]`);
    await option.waitFor({ state: 'attached' });
    assert.equal(await option.textContent(), `Lobby Camel ${tag}`);
    assert.equal(await filter.locator('option[value="chess"]').count(), 1);
    await filter.selectOption(id);
    await page.locator(`.lobby tr[data-game="${chess.id}"]`).waitFor({ state: 'detached' });
    assert.deepEqual(await page.locator('.lobby tr[data-game]').evaluateAll((tr) => tr.map((x) => x.dataset.variant)), [id]);
    // The next poll keeps the choice.
    await page.waitForTimeout(2500);
    assert.equal(await filter.inputValue(), id);
    await screenshot(page, 'variants-lobby');
    // Join: the game plays the variant.
    await row.locator('button[data-join]').click();
    await page.waitForURL(`**/game/${open.id}`);
    await page.locator(`.game-page[data-variant="${id}"]`).waitFor();
    await waitStatus(page, 'playing');
    assert.deepEqual(errors, []);
    await context.close();
    await owner.context.close();
  });

  test("the analysis board and the board editor load a player's variant, a built-in game's id too", async () => {
    const owner = await playerPage('ana');
    const id = await store(owner.context, camel('ana-camel', 'Analysed Camel'), 'unlisted');
    // A player's copy of chess keeps the file's id `chess`: the page's rules must not mistake it
    // for the built-in game.
    const chessCopy = await store(owner.context, CHESS.replace(/^name = .*$/m, 'name = "My Chess"'), 'private');
    assert.equal(chessCopy, `@${owner.name}/chess`);

    const { context, page, errors } = await newPage();
    await page.goto(`/analysis/${id}`);
    await page.locator(`.analysis-page[data-variant="${id}"]`).waitFor();
    await waitPly(page, 0);
    assert.equal(await page.locator('.analysis-page').getAttribute('data-fen'), CAMEL_START);
    // The board shows the variant's 24 pieces (once a first animation is over).
    await page.waitForFunction(() => document.querySelectorAll('.analysis-page cg-board piece:not(.ghost):not(.fading)').length === 24);
    assert.equal(await page.locator('.analysis-page a.rules-link').getAttribute('href'), `/rules/${id}`);
    // The engine, in the browser, searches the variant.
    const line = page.locator('.engine-line[data-multipv="1"]');
    await line.waitFor({ timeout: 30_000 });
    assert.ok(Number(await line.getAttribute('data-depth')) >= 1);
    await dragMove(page, 'a2', 'a3');
    await waitPly(page, 1);
    assert.equal(new URL(page.url()).pathname, `/analysis/${id}`);
    assert.equal(new URL(page.url()).searchParams.get('moves'), 'a2a3');

    await page.goto(`/editor/${id}`);
    await page.locator(`.editor-page[data-variant="${id}"][data-state="ready"]`).waitFor();
    await page.locator('.editor-verdict[data-code="ok"]').waitFor();
    assert.equal(await page.locator('input[name="fen"]').inputValue(), CAMEL_START);
    assert.equal(await page.locator('.editor-links a').getAttribute('href'), `/rules/${id}`);
    // "Analyse" opens the analysis board of the variant, in two segments.
    await page.locator('button[data-act="analyse"]').click();
    await page.locator(`.analysis-page[data-variant="${id}"]`).waitFor();
    assert.equal(new URL(page.url()).pathname, `/analysis/${id}`);

    // The owner's copy of chess: the editor and the analysis board load it as itself.
    const mine = await owner.context.newPage();
    mine.on('pageerror', (e) => errors.push(e.message));
    await mine.goto(`/editor/${chessCopy}`);
    await mine.locator(`.editor-page[data-variant="${chessCopy}"][data-state="ready"]`).waitFor();
    await mine.locator('.editor-verdict[data-code="ok"]').waitFor();
    assert.match(await mine.locator('.editor-page h1').textContent(), /My Chess/);
    await mine.goto(`/analysis/${chessCopy}`);
    await mine.locator(`.analysis-page[data-variant="${chessCopy}"]`).waitFor();
    await waitPly(mine, 0);
    assert.equal(await mine.locator('.error-page').count(), 0);
    // A PGN of it (the server names the game by its name) is read by its own rules.
    await mine.locator('.analysis-pgn summary').click();
    await mine.getByLabel('PGN text').fill('[Variant "My Chess"]\n\n1. e4 e5 2. Nf3 *');
    await mine.getByRole('button', { name: 'Import', exact: true }).click();
    await mine.waitForFunction(() => document.querySelectorAll('.analysis-page .tree-move, .analysis-page [data-node]').length > 0 || document.querySelector('.analysis-pgn .field-error')?.textContent);
    assert.equal(await mine.locator('.analysis-pgn .field-error').textContent(), '');
    await mine.keyboard.press('End');
    await waitPly(mine, 3);
    assert.equal(await mine.locator('.analysis-page').getAttribute('data-variant'), chessCopy);
    // Nobody else sees a private variant: not found.
    await page.goto(`/analysis/${chessCopy}`);
    await page.locator('.not-found, .error-page').first().waitFor();
    assert.equal(await page.locator('.analysis-page').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
    await owner.context.close();
  });
});
