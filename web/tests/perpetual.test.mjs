// Perpetual check that loses (`[rules] perpetual_check_loses`: xiangqi, shogi) in the browser,
// against the real server loading the example files. A xiangqi rook checks the general with every
// move while the position comes back a third time: Black wins, and the result banner says why, in
// English and in Spanish. The designer writes `perpetual_check_loses = true`, reads it back and
// refuses it without a repetition rule, at its tick. The rules pages of shogi (its fourth
// repetition) and minixiangqi say the rule.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, createGame, dragMove, getGame, openGamePage, screenshot, serverAndBrowser, waitPly, waitStatus } from './harness.mjs';
import { T, fileRulesSaid } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const env = serverAndBrowser({ variants: EXAMPLES });

test('xiangqi: a rook that checks with every move through the third repetition loses', async () => {
  // White's rook on e2 checks Black's general on d10 from d2, and follows it to e2 when it steps
  // to e10: the start comes back after four moves, and a third time after eight.
  const fen = '3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1';
  const g = await createGame(env.server.base, { variant: 'xiangqi', mode: 'hotseat', fen });
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  const moves = ['e2d2', 'd10e10', 'd2e2', 'e10d10', 'e2d2', 'd10e10', 'd2e2', 'e10d10'];
  for (const [i, m] of moves.entries()) {
    const split = m.search(/\d[a-z]/) + 1;
    await dragMove(page, m.slice(0, split), m.slice(split));
    await waitPly(page, i + 1);
    // Until the last move the repetition has not ended the game.
    if (i < moves.length - 1) assert.equal((await getGame(env.server.base, g.id)).status, 'playing', `after ${m}`);
  }
  await waitStatus(page, 'finished');
  const state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, moves);
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'perpetual-check', winner: 'black' });
  const args = { winner: 'black', loser: 'white' };
  assert.equal(await page.locator('.result-banner strong').innerText(), T('en', 'result-title', args));
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('en', 'reason-perpetual-check', args));
  assert.match(T('en', 'reason-perpetual-check', args), /^White gave check with every move/);
  await screenshot(page, 'xiangqi-perpetual-check');
  assert.deepEqual(errors, []);
  await context.close();
  // The finished game in Spanish.
  const es = await openGamePage(env.browser, env.server.base, g, 'es');
  await es.page.locator('.result-banner .reason').waitFor();
  assert.equal(await es.page.locator('.result-banner strong').innerText(), T('es', 'result-title', args));
  assert.equal(await es.page.locator('.result-banner .reason').innerText(), T('es', 'reason-perpetual-check', args));
  assert.deepEqual(es.errors, []);
  await es.context.close();
});

test('the designer: perpetual_check_loses written and read back, refused without a repetition rule', async () => {
  const lang = 'el';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  const box = page.locator('[data-path="rules.perpetual_check_loses"]');
  const repetition = page.locator('[data-path="rules.repetition"]');
  assert.equal((await page.locator('[data-field="rules.perpetual_check_loses"] label').innerText()).trim(), T(lang, 'designer-perpetual-check-loses'));
  assert.equal(await page.locator('[data-field="rules.perpetual_check_loses"] small').innerText(), T(lang, 'designer-perpetual-check-loses-note'));
  assert.equal(await box.isChecked(), false);
  assert.ok(!(await fileText()).includes('perpetual_check_loses'));
  // Chess's threefold repetition: the rule is fine.
  await box.check();
  await hasText('perpetual_check_loses = true\n');
  assert.match(await fileText(), /\[rules\]\n(?:[^\n]*\n)*?perpetual_check_loses = true\n/);
  await valid(true);
  // Without a repetition rule: refused at the tick, in the page's language.
  await repetition.fill('0');
  await repetition.dispatchEvent('change');
  await hasText('repetition = 0\n');
  await valid(false);
  assert.equal(await problemAt('rules.perpetual_check_loses'), T(lang, 'designer-error-perpetual-check-without-repetition'));
  await repetition.fill('3');
  await repetition.dispatchEvent('change');
  await valid(true);
  // Without check (the king is captured): refused too.
  await page.locator('[data-path="rules.win"]').selectOption('royal-capture');
  await valid(false);
  assert.equal(await problemAt('rules.perpetual_check_loses'), T(lang, 'designer-error-perpetual-check-without-repetition'));
  await page.locator('[data-path="rules.win"]').selectOption('checkmate');
  await valid(true);
  await box.uncheck();
  await lacksText('perpetual_check_loses');
  await valid(true);
  // Xiangqi's file read into the form: ticked.
  await typeFile(readFileSync(join(EXAMPLES, 'xiangqi.toml'), 'utf8'));
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.perpetual_check_loses"]')?.checked === true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules pages of shogi and minixiangqi say that perpetual check loses, at their repetition', async () => {
  const shogi = await fileRulesSaid(env, 'shogi', 'en');
  assert.deepEqual(
    shogi.filter(([rule]) => rule === 'rules-generic-perpetual-check'),
    [['rules-generic-perpetual-check', T('en', 'rules-generic-perpetual-check', { times: 4 })]],
  );
  assert.match(T('en', 'rules-generic-perpetual-check', { times: 4 }), /for the fourth time/);
  const mini = await fileRulesSaid(env, 'minixiangqi', 'pt');
  assert.deepEqual(
    mini.filter(([rule]) => rule === 'rules-generic-perpetual-check'),
    [['rules-generic-perpetual-check', T('pt', 'rules-generic-perpetual-check', { times: 3 })]],
  );
  // Chess's file says nothing of it.
  const chess = await fileRulesSaid(env, 'kinglet', 'en');
  assert.ok(!chess.some(([rule]) => rule === 'rules-generic-perpetual-check'));
});
