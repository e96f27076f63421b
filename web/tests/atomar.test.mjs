// Atomar (variants/examples/atomar.toml): no-check atomic chess whose kings no explosion harms
// and which may not take each other, in the browser against the real server loading the example
// files. The rules page says, from the file, that captures explode (without a word on blowing up
// a king, which is no royal piece here), which pieces an explosion spares around it, that it
// never removes the King, and that a King may not take a King (in four languages, English word
// for word). On the board a king takes a rook beside it, and stays on the square it took on while
// the rook and the knight beside it are gone; two kings side by side are not offered each other's
// square. The designer writes both lists, reads them back (its draft after a reload, and
// Atomar's file), follows a piece renamed or removed, offers no royal piece in them, and says
// at its field that a royal piece may not be in them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, serverAndBrowser, waitPly } from './harness.mjs';
import { LANGUAGES, T, boardContents, destsShown, fileRulesSaid, waitBoard } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });

test('the rules page says that no explosion removes the King and that a King may not take a King', async () => {
  for (const lang of LANGUAGES) {
    const said = await fileRulesSaid(env, 'atomar', lang);
    const name = (id) => T(lang, `piece-name-${id}`);
    // Every paragraph in the page's own language: none is a message id left unsaid.
    for (const [rule, text] of said) {
      assert.ok(text.trim() && text !== rule && !text.includes('rules-generic-'), `${lang} ${rule}: ${text}`);
    }
    assert.deepEqual(
      said.filter(([rule]) => (rule ?? '').startsWith('rules-generic-explosion') || rule === 'rules-generic-mutually-immune'),
      [
        ['rules-generic-explosion-no-royal', T(lang, 'rules-generic-explosion-no-royal')],
        ['rules-generic-explosion-spares', T(lang, 'rules-generic-explosion-spares', { pieces: name('pawn') })],
        ['rules-generic-explosion-immune', T(lang, 'rules-generic-explosion-immune', { pieces: name('king'), count: 1 })],
        ['rules-generic-mutually-immune', T(lang, 'rules-generic-mutually-immune', { pieces: name('king'), count: 1 })],
      ],
      `${lang}: ${said.map(([rule]) => rule).join(' ')}`,
    );
  }
  // In English, word for word.
  const en = Object.fromEntries(await fileRulesSaid(env, 'atomar', 'en'));
  assert.equal(
    en['rules-generic-explosion-immune'],
    'No explosion removes the King: it stays on the board when a capture explodes next to it, and when it makes a capture itself, it stays on the square where it captured.',
  );
  assert.equal(en['rules-generic-mutually-immune'], 'A King may never capture an enemy King.');
  assert.equal(
    en['rules-generic-explosion-no-royal'],
    'Every capture is an explosion: the capturing piece, the piece it takes and every piece on the eight squares around that square leave the board.',
  );
  // Atomic chess, whose king is royal, keeps its own sentence, and has neither of Atomar's.
  const atomic = (await fileRulesSaid(env, 'atomic', 'en')).map(([rule]) => rule);
  assert.ok(atomic.includes('rules-generic-explosion'), atomic.join(' '));
  for (const rule of ['rules-generic-explosion-no-royal', 'rules-generic-explosion-immune', 'rules-generic-mutually-immune']) assert.ok(!atomic.includes(rule), rule);
});

test('a king takes a rook beside it: the rook and the knight next to it are gone, the king stays', async () => {
  // White's king on e1 takes the rook on d2; White's own knight on c1, beside d2, is blown up.
  const g = await createGame(env.server.base, { variant: 'atomar', mode: 'hotseat', fen: '4k3/8/8/8/8/8/3r4/2N1K3 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'el');
  let state = await getGame(env.server.base, g.id);
  assert.ok(state.legal.includes('e1d2'), state.legal.join(' '));
  await dragMove(page, 'e1', 'd2');
  await waitPly(page, 1);
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.san, ['Kxd2']);
  assert.equal(state.fen.split(' ')[0], '4k3/8/8/8/8/8/3K4/8');
  assert.equal(state.status, 'playing');
  const { pieces } = await waitBoard(page, (b) => Object.keys(b.pieces).length === 2, 'the board after the explosion');
  assert.deepEqual(pieces, { d2: 'k-piece white', e8: 'k-piece black' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('two kings side by side: neither is offered the other’s square', async () => {
  const g = await createGame(env.server.base, { variant: 'atomar', mode: 'hotseat', fen: '8/8/8/8/8/8/3k4/4K3 w - - 0 1' });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g, 'es');
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual([...state.legal].sort(), ['e1d1', 'e1e2', 'e1f1', 'e1f2']);
  assert.deepEqual(await destsShown(page, 'e1'), ['d1', 'e2', 'f1', 'f2']);
  // White steps beside the king again (no check in Atomar); Black's king may not take it either.
  await dragMove(page, 'e1', 'e2');
  await waitPly(page, 1);
  state = await getGame(env.server.base, g.id);
  assert.ok(!state.legal.includes('d2e2'), state.legal.join(' '));
  assert.deepEqual(await destsShown(page, 'd2'), ['c1', 'c2', 'c3', 'd1', 'd3', 'e1', 'e3']);
  assert.deepEqual(Object.keys((await boardContents(page)).pieces).sort(), ['d2', 'e2']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the designer: the kinds no explosion removes and those that may not take their own kind written, read back, renamed, removed and refused at their fields', async () => {
  const lang = 'pt';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const immune = (letter) => page.locator(`[data-path="rules.explosion.immune"][value="${letter}"]`);
  const mutual = (letter) => page.locator(`[data-path="rules.mutually_immune"][value="${letter}"]`);
  const offered = (path) => page.locator(`[data-path="${path}"]`).evaluateAll((els) => els.map((e) => e.value));
  const ticked = (path) => page.locator(`[data-path="${path}"]:checked`).evaluateAll((els) => els.map((e) => e.value));
  const row = (letter) => page.locator('.dz-piece').filter({ has: page.locator(`[data-piece="letter"][value="${letter}"]`) });
  const explosion = page.locator('[data-path="rules.explosion.on"]');

  // Chess: no explosion, so its list is hidden; the royal king is offered in neither list.
  assert.equal(await page.locator('[data-field="rules.explosion.immune"]').isHidden(), true);
  assert.equal(await page.locator('[data-field="rules.mutually_immune"]').isHidden(), false);
  assert.equal(await page.locator('[data-field="rules.mutually_immune"] legend').innerText(), T(lang, 'designer-mutually-immune'));
  assert.deepEqual(await offered('rules.mutually_immune'), ['Q', 'R', 'B', 'N', 'P']);
  await explosion.check();
  await hasText('[rules.explosion]\nspares = ["P"]\n');
  assert.equal(await page.locator('[data-field="rules.explosion.immune"]').isHidden(), false);
  assert.equal(await page.locator('[data-field="rules.explosion.immune"] legend').innerText(), T(lang, 'designer-explosion-immune'));
  assert.deepEqual(await offered('rules.explosion.immune'), ['Q', 'R', 'B', 'N', 'P']);

  // Atomar's shape: no royal piece, no check, the king castles, a side without its king has
  // lost. The king is offered in both lists then.
  await page.locator('[data-el="noRoyal"]').check();
  await page.locator('[data-path="rules.win"]').selectOption('none');
  await page.locator('[data-path="castling.king"]').selectOption('K');
  await page.locator('[data-path="rules.extinction.on"]').check();
  await page.locator('[data-path="rules.extinction.pieces"][value="*"]').uncheck();
  await page.locator('[data-path="rules.extinction.pieces"][value="K"]').check();
  await hasText('[rules.extinction]\npieces = ["K"]\n');
  assert.deepEqual(await offered('rules.explosion.immune'), ['K', 'Q', 'R', 'B', 'N', 'P']);
  assert.deepEqual(await offered('rules.mutually_immune'), ['K', 'Q', 'R', 'B', 'N', 'P']);
  // Both ticked for the king: each written to the file.
  await immune('K').check();
  await hasText('[rules.explosion]\nspares = ["P"]\nimmune = ["K"]\n');
  await mutual('K').check();
  await hasText('mutually_immune = ["K"]\n');
  await valid(true);
  // A second kind in each, then taken off again.
  await immune('Q').check();
  await hasText('immune = ["K", "Q"]\n');
  await mutual('N').check();
  await hasText('mutually_immune = ["K", "N"]\n');
  await valid(true);
  await immune('Q').uncheck();
  await hasText('immune = ["K"]\n');
  await mutual('N').uncheck();
  await hasText('mutually_immune = ["K"]\n');
  await valid(true);
  const written = await fileText();

  // Reloaded, the design comes back from the draft with both lists ticked.
  await page.waitForFunction((text) => localStorage.getItem('turnpan.designer.draft') === text, written);
  await page.goto(`/variants/new?lang=${lang}`);
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
  await valid(true);
  assert.equal(await fileText(), written);
  assert.deepEqual(await ticked('rules.explosion.immune'), ['K']);
  assert.deepEqual(await ticked('rules.mutually_immune'), ['K']);

  // Untick both: the file says nothing of either.
  await immune('K').uncheck();
  await lacksText('\nimmune = ');
  await mutual('K').uncheck();
  await lacksText('mutually_immune');
  await valid(true);

  // Atomar's file read into the form: both lists ticked.
  await typeFile(readFileSync(join(EXAMPLES, 'atomar.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.mutually_immune"][value="K"]')?.checked === true);
  assert.deepEqual(await ticked('rules.explosion.immune'), ['K']);
  assert.deepEqual(await ticked('rules.explosion.spares'), ['P']);
  assert.deepEqual(await ticked('rules.mutually_immune'), ['K']);
  // The king renamed: both lists follow.
  await row('K').locator('[data-piece="letter"]').fill('J');
  await hasText('immune = ["J"]\n');
  await hasText('mutually_immune = ["J"]\n');
  assert.deepEqual(await ticked('rules.explosion.immune'), ['J']);
  assert.deepEqual(await ticked('rules.mutually_immune'), ['J']);
  // The queen in both lists, then removed: it leaves both, and the king stays.
  await immune('Q').check();
  await mutual('Q').check();
  await hasText('immune = ["J", "Q"]\n');
  await hasText('mutually_immune = ["J", "Q"]\n');
  await row('Q').locator('[data-act="remove"]').click();
  await hasText('immune = ["J"]\n');
  await hasText('mutually_immune = ["J"]\n');
  assert.doesNotMatch(await fileText(), /"Q"/);

  // A royal king typed into the lists: shown ticked, refused at each list in its own words.
  await typeFile(readFileSync(join(EXAMPLES, 'atomic.toml'), 'utf8').replace('[rules.explosion]', '[rules.explosion]\nimmune = ["K"]'));
  await valid(false);
  assert.deepEqual(await ticked('rules.explosion.immune'), ['K']);
  assert.equal(await problemAt('rules.explosion.immune'), T(lang, 'designer-error-explosion-immune-piece', { letter: 'K' }));
  // Its tick taken off, the royal king leaves the list, which no longer offers it.
  await immune('K').click();
  await lacksText('\nimmune = ');
  await valid(true);
  assert.deepEqual(await offered('rules.explosion.immune'), ['Q', 'R', 'B', 'N', 'P']);
  await typeFile((await fileText()).replace('[rules]\n', '[rules]\nmutually_immune = ["K"]\n'));
  await valid(false);
  assert.deepEqual(await ticked('rules.mutually_immune'), ['K']);
  assert.equal(await problemAt('rules.mutually_immune'), T(lang, 'designer-error-mutually-immune-piece', { letter: 'K' }));
  // A letter no piece has: the same words, at its list.
  const z = T(lang, 'designer-error-mutually-immune-piece', { letter: 'Z' });
  await typeFile((await fileText()).replace('mutually_immune = ["K"]', 'mutually_immune = ["Z"]'));
  await page.locator('[data-field="rules.mutually_immune"] .dz-problem').filter({ hasText: z }).waitFor();
  await valid(false);
  assert.equal(await problemAt('rules.mutually_immune'), z);
  assert.deepEqual(errors, []);
  await context.close();
});
