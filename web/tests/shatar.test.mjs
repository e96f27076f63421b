// Shatar (variants/examples/shatar.toml), Mongolian chess, in the browser against the real server
// loading the example files: its rules page says which checkmates count and that a bare king
// draws, from the file (in four languages, English word for word); a mate by a knight alone loses
// for the side that gives it; a mate counts when a rook's check began its run of checks, and is a
// draw when the run that ends in it had no check by a rook, knight or bers; a king that takes
// the opponent's last piece but its king draws; each ending says why in the result banner. The
// designer writes [rules.mate] and a drawn extinction, reads them back, follows a piece renamed
// or removed, and shows the mate rule's problems at their fields.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { LANGUAGES, T, fileRulesSaid } from './board-helpers.mjs';
import { designerTools } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });

/** Plays `moves` (engine notation) on the game page by dragging, one ply after another. */
async function play(page, moves) {
  for (const [i, m] of moves.entries()) {
    await dragMove(page, m.slice(0, 2), m.slice(2, 4));
    await waitPly(page, i + 1);
  }
}

/** The result banner's title and reason, once the game is over. */
async function banner(page) {
  await waitStatus(page, 'finished');
  return {
    title: await page.locator('.result-banner strong').innerText(),
    reason: await page.locator('.result-banner .reason').innerText(),
  };
}

test('the rules page says which checkmates count and that a bare king draws', async () => {
  for (const lang of LANGUAGES) {
    const said = await fileRulesSaid(env, 'shatar', lang);
    const rules = said.map(([rule]) => rule);
    const name = (id) => T(lang, `piece-name-${id}`);
    const shak = new Intl.ListFormat(lang, { type: 'disjunction' }).format([name('rook'), name('knight'), name('bers')]);
    // The bare king's own sentence, not the general one about a count of pieces.
    assert.deepEqual(
      said.filter(([rule]) => rule.startsWith('rules-generic-mate-') || rule.startsWith('rules-generic-extinction')),
      [
        ['rules-generic-mate-not-alone', T(lang, 'rules-generic-mate-not-alone', { pieces: name('knight'), count: 1 })],
        ['rules-generic-mate-run-needs', T(lang, 'rules-generic-mate-run-needs', { pieces: shak, count: 3 })],
        ['rules-generic-extinction-bare', T(lang, 'rules-generic-extinction-bare', { royal: name('king') })],
      ],
      `${lang}: ${rules.join(' ')}`,
    );
  }
  const said = Object.fromEntries(await fileRulesSaid(env, 'shatar', 'en'));
  assert.equal(
    said['rules-generic-mate-not-alone'],
    'A checkmate given by the Knight alone, with no other piece giving check, loses for the side that gives it: the mated player wins.',
  );
  assert.equal(
    said['rules-generic-mate-run-needs'],
    'A checkmate counts only if the unbroken run of checks that ends in it included a check by a Rook, Knight, or Bers; otherwise the game is drawn. The run is the checks the mating side gave on its moves one after another, up to the mate.',
  );
  assert.equal(said['rules-generic-extinction-bare'], 'A side left with its King alone: the game is drawn.');
});

test('a smothered mate by the knight alone loses for White: Black wins', async () => {
  const g = await createGame(env.server.base, { variant: 'shatar', mode: 'hotseat', fen: '6rk/6pp/8/4N3/8/8/8/4K3 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'pt');
  await play(page, ['e5f7']);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['Nf7#']);
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'forbidden-mate', winner: 'black' });
  assert.deepEqual(await banner(page), {
    title: T('pt', 'result-title', { winner: 'black' }),
    reason: T('pt', 'reason-forbidden-mate', { winner: 'black', loser: 'white' }),
  });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a mate whose run of checks began with the rook's wins; one whose run had only the bishop's draws", async () => {
  const fen = 'k7/p2n4/8/2p5/8/8/8/4KB1R w - - 0 1';
  // 1. Rh8+ Nb8 2. Bg2#: the rook's check and the bishop's mate are one run.
  const g = await createGame(env.server.base, { variant: 'shatar', mode: 'hotseat', fen });
  const first = await openGamePage(env.browser, env.server.base, g, 'es');
  await play(first.page, ['h1h8', 'd7b8', 'f1g2']);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['Rh8+', 'Nb8', 'Bg2#']);
  assert.deepEqual(state.outcome, { result: '1-0', reason: 'checkmate', winner: 'white' });
  assert.deepEqual(await banner(first.page), {
    title: T('es', 'result-title', { winner: 'white' }),
    reason: T('es', 'reason-checkmate', { winner: 'white', loser: 'black' }),
  });
  assert.deepEqual(first.errors, []);
  await first.context.close();

  // 1. Rh8+ Nb8 2. Ke2 (no check: the run is broken) c4 3. Bg2#: the run is the bishop's check
  // alone, and the mate is a draw.
  const h = await createGame(env.server.base, { variant: 'shatar', mode: 'hotseat', fen });
  const second = await openGamePage(env.browser, env.server.base, h, 'el');
  await play(second.page, ['h1h8', 'd7b8', 'e1e2', 'c5c4', 'f1g2']);
  state = await getGame(env.server.base, h.id);
  assert.deepEqual(state.san, ['Rh8+', 'Nb8', 'Ke2', 'c4', 'Bg2#']);
  assert.equal(state.outcome.result, '1/2-1/2');
  assert.equal(state.outcome.reason, 'mate-without-shak');
  assert.equal(state.outcome.winner ?? null, null);
  assert.deepEqual(await banner(second.page), {
    title: T('el', 'result-title', { winner: 'none' }),
    reason: T('el', 'reason-mate-without-shak', { winner: 'none', loser: 'none' }),
  });
  assert.deepEqual(second.errors, []);
  await second.context.close();
});

test("the king takes Black's last piece but its king: a draw, and the banner says Black has only its king", async () => {
  const g = await createGame(env.server.base, { variant: 'shatar', mode: 'hotseat', fen: '4k3/8/8/8/8/8/3r3P/4K3 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  await play(page, ['e1d2']);
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['Kxd2']);
  assert.equal(state.outcome.result, '1/2-1/2');
  assert.equal(state.outcome.reason, 'extinction');
  assert.equal(state.outcome.winner ?? null, null);
  const said = await banner(page);
  assert.equal(said.title, T('en', 'result-title', { winner: 'none' }));
  assert.equal(said.reason, T('en', 'reason-extinction', { winner: 'none', loser: 'none', bare: 'black', piece: 'King' }));
  assert.equal(said.reason, 'Black has only its King left, and in this game that is a draw.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the designer: [rules.mate] and a drawn extinction written, read back, renamed, removed and refused at their fields', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/variants/new?from=chess&lang=es');
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
  const { fileText, typeFile, valid, hasText, lacksText, problemAt } = designerTools(page);
  const tick = (list, letter) => page.locator(`[data-path="rules.mate.${list}"][value="${letter}"]`);
  const ticked = (list) => page.locator(`[data-path="rules.mate.${list}"]:checked`).evaluateAll((els) => els.map((e) => e.value));
  const row = (letter) => page.locator('.dz-piece').filter({ has: page.locator(`[data-piece="letter"][value="${letter}"]`) });

  // The mate rule, off to begin with; on with nothing ticked, refused at its box.
  const on = page.locator('[data-path="rules.mate.on"]');
  assert.equal(await on.isChecked(), false);
  assert.equal(await page.locator('[data-el="mateParts"]').isHidden(), true);
  await on.check();
  await hasText('[rules.mate]\nnot_alone = []\nrun_needs = []\n');
  await valid(false);
  assert.equal(await problemAt('rules.mate'), T('es', 'designer-error-mate-no-pieces'));
  // The knight may not mate alone; the rook's check is needed in the run.
  await tick('not_alone', 'N').check();
  await tick('run_needs', 'R').check();
  await hasText('[rules.mate]\nnot_alone = ["N"]\nrun_needs = ["R"]\n');
  await valid(true);
  // In a game without check, refused at the mate rule in its own words.
  await page.locator('[data-path="rules.win"]').selectOption('royal-capture');
  await valid(false);
  assert.equal(await problemAt('rules.mate'), T('es', 'designer-error-mate-without-check'));
  await page.locator('[data-path="rules.win"]').selectOption('checkmate');
  await valid(true);
  // A letter no piece has, typed in the file: refused at its list.
  await typeFile((await fileText()).replace('run_needs = ["R"]', 'run_needs = ["R", "Z"]'));
  await valid(false);
  assert.equal(await problemAt('rules.mate.run_needs'), T('es', 'designer-error-no-such-piece', { letter: 'Z' }));
  await typeFile((await fileText()).replace('run_needs = ["R", "Z"]', 'run_needs = ["R"]'));
  await valid(true);

  // The knight renamed: the mate rule follows it.
  await row('N').locator('[data-piece="letter"]').fill('H');
  await hasText('not_alone = ["H"]');
  assert.deepEqual(await ticked('not_alone'), ['H']);
  // The rook removed: it leaves the mate rule (and the castling, which was its).
  await row('R').locator('[data-act="remove"]').click();
  await hasText('[rules.mate]\nnot_alone = ["H"]\nrun_needs = []\n');
  await valid(true);
  assert.deepEqual(await ticked('run_needs'), []);

  // A side left with its king alone draws: "draw" offered and written.
  await page.locator('[data-path="rules.extinction.on"]').check();
  await hasText('[rules.extinction]');
  const result = page.locator('[data-path="rules.extinction.result"]');
  const offered = await result.locator('option').evaluateAll((els) => els.map((e) => [e.value, e.textContent]));
  assert.deepEqual(offered, [
    ['loss', T('es', 'designer-extinction-loss')],
    ['win', T('es', 'designer-extinction-win')],
    ['draw', T('es', 'designer-extinction-draw')],
  ]);
  await result.selectOption('draw');
  await page.locator('[data-path="rules.extinction.at_most"]').fill('1');
  await page.locator('[data-path="rules.extinction.at_most"]').dispatchEvent('change');
  await hasText('[rules.extinction]\npieces = ["*"]\nresult = "draw"\nat_most = 1\n');
  await valid(true);

  // Shatar's file read into the form: both lists ticked, "draw" chosen; the rule turned off
  // leaves the file.
  await typeFile(readFileSync(join(EXAMPLES, 'shatar.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.mate.run_needs"][value="J"]')?.checked === true);
  assert.equal(await on.isChecked(), true);
  assert.deepEqual(await ticked('not_alone'), ['N']);
  assert.deepEqual((await ticked('run_needs')).sort(), ['J', 'N', 'R']);
  assert.equal(await result.inputValue(), 'draw');
  await tick('run_needs', 'J').uncheck();
  await hasText('run_needs = ["R", "N"]\n');
  await on.uncheck();
  await lacksText('[rules.mate]');
  await valid(true);
  assert.equal(await page.locator('[data-el="mateParts"]').isHidden(), true);
  assert.match(await fileText(), /result = "draw"\n/);
  assert.deepEqual(errors, []);
  await context.close();
});
