// Janggi (variants/examples/janggi.toml) in the browser, against the real server loading the
// example files: the board draws the palaces' diagonal lines (turned with the board), a side
// passes with the Pass button (from the keyboard too) and the turn and the move list follow, two
// passes in a row end the game on points with the reason said in English and in Greek, the
// analysis board passes too, the rules page says the lines, the moves along them, the cannon that
// never hops over a cannon, passing, the bikjang and the points from the file, and the designer
// reads, writes and refuses the new fields at their places.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { WEB, contextWithTokens, createGame, getGame, openGamePage, screenshot, serverAndBrowser, waitConnected, waitPly, waitStatus } from './harness.mjs';
import { T, destsShown, fileRulesSaid } from './board-helpers.mjs';
import { openDesigner } from './designer-helpers.mjs';

const EXAMPLES = join(WEB, '..', 'variants', 'examples');
const JANGGI = readFileSync(join(EXAMPLES, 'janggi.toml'), 'utf8');
const env = serverAndBrowser({ variants: EXAMPLES });

/** The palaces' lines: each pair of diagonal neighbours of the file's `diagonal_lines`. */
const SEGMENTS = ['d1 e2', 'f1 e2', 'e2 d3', 'e2 f3', 'd8 e9', 'f8 e9', 'e9 d10', 'e9 f10'];

/** The diagonal lines drawn on a board frame: each line's squares and its ends, in squares from
 *  the board's top left corner. */
async function linesDrawn(page, frame = '.game-page .board-frame') {
  await page.locator(`${frame} > svg.diagonal-lines line`).first().waitFor({ state: 'attached', timeout: 10_000 });
  return page.locator(`${frame} > svg.diagonal-lines line`).evaluateAll((els) =>
    Object.fromEntries(els.map((l) => [l.dataset.squares, ['x1', 'y1', 'x2', 'y2'].map((a) => Number(l.getAttribute(a)))])),
  );
}

test('janggi: the palace lines are drawn and turn with the board; a pass with the button; two passes end the game on points', async () => {
  const g = await createGame(env.server.base, { variant: 'janggi', mode: 'hotseat' });
  const start = await getGame(env.server.base, g.id);
  // White's pass is its general's square twice.
  assert.ok(start.legal.includes('e2e2'), start.legal.join(' '));
  assert.ok(start.legal_san.some((m) => m.uci === 'e2e2' && m.san === 'pass'));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);

  // The lines: between the centres of the palaces' diagonal neighbours, White at the bottom.
  const lines = await linesDrawn(page);
  assert.deepEqual(Object.keys(lines).sort(), [...SEGMENTS].sort());
  assert.deepEqual(lines['d1 e2'], [3.5, 9.5, 4.5, 8.5]);
  assert.deepEqual(lines['e9 d10'], [4.5, 1.5, 3.5, 0.5]);
  // The lines lie under the pieces and catch no tap.
  const style = await page.locator('.game-page .board-frame > svg.diagonal-lines').evaluate((el) => {
    const s = getComputedStyle(el);
    return { z: s.zIndex, events: s.pointerEvents };
  });
  assert.deepEqual(style, { z: '1', events: 'none' });
  // The general's square is no destination of its own: the pass is the button's.
  assert.ok(!(await destsShown(page, 'e2')).includes('e2'));
  await screenshot(page, 'janggi-palaces');

  // The Pass button: named in the page's language, enabled on the side to move's turn.
  const pass = page.getByRole('button', { name: T('en', 'action-pass'), exact: true });
  assert.ok(await pass.isVisible());
  assert.ok(await pass.isEnabled());
  assert.equal(await pass.getAttribute('title'), T('en', 'action-pass-title'));
  // Played from the keyboard: the button takes the focus, Enter presses it.
  await pass.focus();
  await page.keyboard.press('Enter');
  await waitPly(page, 1);
  let state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['e2e2']);
  assert.deepEqual(state.san, ['pass']);
  assert.equal(state.turn, 'black');
  assert.equal(state.status, 'playing');
  // The turn is Black's, and the move list says the pass in words.
  // (Black's first move of the game is timed: the line says so after the turn.)
  assert.ok((await page.locator('.game-page .status').innerText()).startsWith(T('en', 'status-your-turn', { colour: 'black' })));
  assert.equal(await page.locator('.move-list .move[data-ply="1"]').innerText(), T('en', 'move-pass'));
  await page.waitForFunction(() => document.querySelector('.game-page .player-bar.to-move')?.dataset.colour === 'black');

  // Flipped, the lines are seen from Black's side.
  await page.locator('[data-act="flip"]').click();
  const flipped = await linesDrawn(page);
  assert.deepEqual(flipped['d1 e2'], [5.5, 0.5, 4.5, 1.5]);
  assert.deepEqual(flipped['e9 d10'], [4.5, 8.5, 5.5, 9.5]);

  // Black passes too: the game ends on points, Black's bonus of 1.5 deciding it.
  await pass.click();
  await waitPly(page, 2);
  await waitStatus(page, 'finished');
  state = await getGame(env.server.base, g.id);
  assert.deepEqual(state.moves, ['e2e2', 'e9e9']);
  assert.deepEqual(state.outcome, { result: '0-1', reason: 'both-passed', winner: 'black' });
  const args = { winner: 'black', loser: 'white' };
  assert.equal(await page.locator('.result-banner strong').innerText(), T('en', 'result-title', args));
  assert.equal(await page.locator('.result-banner .reason').innerText(), T('en', 'reason-both-passed', args));
  assert.match(T('en', 'reason-both-passed', args), /^Both sides passed.*Black wins on points/);
  assert.equal(await page.locator('.move-list .move[data-ply="2"]').innerText(), T('en', 'move-pass'));
  // Over: nothing to pass any more.
  assert.ok(await pass.isDisabled());
  await screenshot(page, 'janggi-both-passed');
  assert.deepEqual(errors, []);
  await context.close();

  // The finished game in Greek: the reason and the passes in its words; no Pass button for a
  // game nobody plays on this page any more.
  const el = await openGamePage(env.browser, env.server.base, g, 'el');
  await el.page.locator('.result-banner .reason').waitFor();
  assert.equal(await el.page.locator('.result-banner .reason').innerText(), T('el', 'reason-both-passed', args));
  assert.equal(await el.page.locator('.move-list .move[data-ply="1"]').innerText(), T('el', 'move-pass'));
  await el.page.waitForTimeout(300);
  assert.ok(await el.page.locator('.game-page .board-pass').isHidden());
  assert.deepEqual(el.errors, []);
  await el.context.close();
});

test('janggi: no pass in check; a spectator and a game without passing show no Pass button', async () => {
  // White's general on e2 is checked by Black's chariot on e9 (nothing between): it may not pass.
  const fen = '4k4/4r4/9/9/9/9/9/9/4K4/9 w - - 0 1';
  const g = await createGame(env.server.base, { variant: 'janggi', mode: 'hotseat', fen });
  assert.ok(!(await getGame(env.server.base, g.id)).legal.includes('e2e2'));
  const { context, page, errors } = await openGamePage(env.browser, env.server.base, g);
  const pass = page.locator('.game-page .pass-button');
  // Shown (the game lets a side pass), but not now.
  await pass.waitFor();
  assert.ok(await pass.isDisabled());
  assert.deepEqual(errors, []);
  await context.close();
  // A spectator (no seat) sees the lines but no Pass button.
  const watcher = await contextWithTokens(env.browser, env.server.base);
  const watching = await watcher.newPage();
  await watching.goto(`/game/${g.id}?lang=en`);
  await waitConnected(watching);
  await linesDrawn(watching);
  assert.ok(await watching.locator('.game-page .board-pass').isHidden());
  await watcher.close();
  // Xiangqi's file says nothing of passing, nor of diagonal lines.
  const x = await createGame(env.server.base, { variant: 'xiangqi', mode: 'hotseat' });
  const xq = await openGamePage(env.browser, env.server.base, x);
  await xq.page.locator('.game-page .board-frame .square-mark.region-edge').first().waitFor({ state: 'attached' });
  await xq.page.waitForTimeout(500);
  assert.ok(await xq.page.locator('.game-page .board-pass').isHidden());
  assert.equal(await xq.page.locator('.game-page .board-frame > svg.diagonal-lines').count(), 0);
  assert.deepEqual(xq.errors, []);
  await xq.context.close();
});

test('janggi: the analysis board draws the lines and passes with its button', async () => {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/analysis/janggi?lang=es');
  await page.locator('.analysis-page[data-ply="0"]').waitFor();
  assert.deepEqual(Object.keys(await linesDrawn(page, '.analysis-page .board-frame')).sort(), [...SEGMENTS].sort());
  const pass = page.getByRole('button', { name: T('es', 'action-pass'), exact: true });
  await pass.click();
  await page.locator('.analysis-page[data-ply="1"]').waitFor();
  assert.match(await page.locator('.analysis-page').getAttribute('data-fen'), / b /);
  assert.equal(await page.locator('.analysis-page .tree-move.current').innerText(), T('es', 'move-pass'));
  // The address keeps the pass in engine notation.
  assert.match(page.url(), /moves=e2e2/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rules page of janggi says its lines, the moves along them, the cannon, passing, the bikjang and the points', async () => {
  const said = await fileRulesSaid(env, 'janggi', 'en');
  const rules = (id) => said.filter(([rule]) => rule === id).map(([, text]) => text);
  const name = (key) => T('en', key);
  const squares = 'd1, f1, e2, d3, f3, d8, f8, e9, d10, and f10';
  assert.deepEqual(rules('rules-generic-diagonal-lines'), [T('en', 'rules-generic-diagonal-lines', { squares })]);
  assert.deepEqual(rules('rules-generic-line-moves'), [
    T('en', 'rules-generic-line-moves', { piece: name('piece-name-general'), betza: 'F' }),
    T('en', 'rules-generic-line-moves', { piece: name('piece-name-guard'), betza: 'F' }),
    T('en', 'rules-generic-line-moves', { piece: name('piece-name-chariot'), betza: 'B' }),
    T('en', 'rules-generic-line-moves', { piece: name('piece-name-cannon'), betza: 'pB' }),
    T('en', 'rules-generic-line-moves', { piece: name('piece-name-soldier'), betza: 'fF' }),
  ]);
  assert.deepEqual(rules('rules-generic-no-hop-over'), [T('en', 'rules-generic-no-hop-over', { piece: name('piece-name-cannon'), pieces: name('piece-name-cannon') })]);
  assert.equal(rules('rules-generic-no-hop-over')[0], 'The Cannon may neither hop over nor capture any Cannon.');
  assert.deepEqual(rules('rules-generic-pass'), [T('en', 'rules-generic-pass', { points: 'yes' })]);
  assert.deepEqual(rules('rules-generic-bikjang'), [T('en', 'rules-generic-bikjang', { points: 'yes' })]);
  const values = 'Guard 3, Elephant 3, Horse 5, Chariot 13, Cannon 7, Soldier 2';
  assert.deepEqual(rules('rules-generic-points'), [T('en', 'rules-generic-points', { values, bonus: 1.5 })]);
  assert.match(rules('rules-generic-points')[0], /Black adds 1\.5 more/);

  // In Spanish: the pieces' names and the bonus as Spanish writes it.
  const es = await fileRulesSaid(env, 'janggi', 'es');
  const points = es.filter(([rule]) => rule === 'rules-generic-points').map(([, text]) => text);
  const esValues = [['guard', 3], ['elephant', 3], ['horse', 5], ['chariot', 13], ['cannon', 7], ['soldier', 2]]
    .map(([n, v]) => `${T('es', n === 'horse' ? 'piece-janggi-n' : `piece-name-${n}`)} ${v}`)
    .join(', ');
  assert.deepEqual(points, [T('es', 'rules-generic-points', { values: esValues, bonus: 1.5 })]);
  assert.match(points[0], /las negras añaden 1,5 más/);

  // The start position's diagram draws the palaces' lines too, and the moves along the lines are
  // listed in words under their sentence.
  const context = await env.browser.newContext({ baseURL: env.server.base });
  const page = await context.newPage();
  await page.goto('/rules/janggi?lang=en');
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  assert.deepEqual(Object.keys(await linesDrawn(page, '.rules-start .board-frame')).sort(), [...SEGMENTS].sort());
  await page.locator('ul[data-line-moves="C"] li').first().waitFor();
  await context.close();
});

test('the designer: diagonal lines, moves along them, no_hop_over, pass, bikjang and points read, written and refused', async () => {
  const lang = 'pt';
  const { context, page, errors, fileText, typeFile, valid, hasText, lacksText, problemAt } = await openDesigner(env, lang);
  // Janggi's file read into the form.
  await typeFile(JANGGI);
  await valid(true);
  await page.waitForFunction(() => document.querySelector('[data-path="rules.bikjang"]')?.checked === true);
  assert.equal(await page.locator('[data-path="rules.pass"]').isChecked(), true);
  assert.equal(await page.locator('[data-path="rules.points.on"]').isChecked(), true);
  assert.equal(await page.locator('[data-path="diagonal_lines"]').inputValue(), 'd1 f1 e2 d3 f3 d8 f8 e9 d10 f10');
  assert.equal(await page.locator('[data-path="rules.points.black_bonus"]').inputValue(), '1.5');
  assert.equal(await page.locator('[data-path="rules.points.values"][data-letter="R"]').inputValue(), '13');
  assert.equal(await page.locator('[data-path="rules.points.values"][data-letter="K"]').inputValue(), '');
  const cannon = page.locator('[data-field="piece[6]"]');
  assert.equal(await cannon.locator('[data-piece="line_moves"]').inputValue(), 'pB');
  assert.equal(await cannon.locator('[data-piece="no_hop_over"]').inputValue(), 'C');
  // Labels in the page's language.
  assert.equal((await page.locator('[data-field="rules.pass"] label').innerText()).trim(), T(lang, 'designer-pass'));
  assert.equal((await page.locator('[data-field="rules.bikjang"] label').innerText()).trim(), T(lang, 'designer-bikjang'));
  assert.equal((await page.locator('[data-field="diagonal_lines"] label').innerText()).trim(), T(lang, 'designer-diagonal-lines'));

  // Without passing, the bikjang is refused at its tick.
  await page.locator('[data-path="rules.pass"]').uncheck();
  await lacksText('pass = true');
  await valid(false);
  assert.equal(await problemAt('rules.bikjang'), T(lang, 'designer-error-bikjang-without-pass'));
  await page.locator('[data-path="rules.bikjang"]').uncheck();
  await lacksText('bikjang = true');
  await valid(true);
  await page.locator('[data-path="rules.pass"]').check();
  await page.locator('[data-path="rules.bikjang"]').check();
  await hasText('bikjang = true\n');
  await valid(true);

  // Black's bonus in halves only.
  const bonus = page.locator('[data-path="rules.points.black_bonus"]');
  await bonus.fill('1.3');
  await bonus.dispatchEvent('change');
  await hasText('black_bonus = 1.3\n');
  await valid(false);
  assert.equal(await problemAt('rules.points.black_bonus'), T(lang, 'designer-error-bad-black-bonus'));
  await bonus.fill('2.5');
  await bonus.dispatchEvent('change');
  await hasText('black_bonus = 2.5\n');
  await valid(true);
  // A piece's points typed; emptied, the piece is no longer named.
  const soldier = page.locator('[data-path="rules.points.values"][data-letter="P"]');
  await soldier.fill('4');
  await soldier.dispatchEvent('change');
  await page.waitForFunction(() => /values = \{[^}]*"?P"? = 4/.test(document.querySelector('#dz-text').value));
  await soldier.fill('');
  await soldier.dispatchEvent('change');
  await page.waitForFunction(() => !/values = \{[^}]*"?P"? =/.test(document.querySelector('#dz-text').value));
  await valid(true);

  // The cannon may not be kept from hopping once it no longer hops.
  const betza = cannon.locator('[data-piece="betza"]');
  const lineMoves = cannon.locator('[data-piece="line_moves"]');
  await lineMoves.fill('B');
  await betza.fill('R');
  await valid(false);
  assert.equal(await problemAt('piece[6].no_hop_over'), T(lang, 'designer-error-no-hop-over-without-hop'));
  await betza.fill('pR');
  await lineMoves.fill('pB');
  await valid(true);
  // Initial moves along the lines are refused.
  await lineMoves.fill('iB');
  await valid(false);
  assert.equal(await problemAt('piece[6].line_moves'), T(lang, 'designer-error-line-moves-lame-or-initial'));
  await lineMoves.fill('pB');
  await valid(true);

  // Without the board's lines, moves along them are refused at the first piece that has some.
  const linesField = page.locator('[data-path="diagonal_lines"]');
  await linesField.fill('');
  await lacksText('diagonal_lines');
  await valid(false);
  assert.equal(await problemAt('piece[1].line_moves'), T(lang, 'designer-error-line-moves-without-lines'));
  await linesField.fill('d1 f1 e2 d3 f3 d8 f8 e9 d10 f10');
  await hasText('diagonal_lines = ["d1", "f1", "e2", "d3", "f3", "d8", "f8", "e9", "d10", "f10"]\n');
  await valid(true);

  // Passing needs a game with check: won by taking the general, refused at the tick.
  const perpetual = page.locator('[data-path="rules.perpetual_check_loses"]');
  await perpetual.uncheck();
  await page.locator('[data-path="rules.win"]').selectOption('royal-capture');
  await valid(false);
  assert.equal(await problemAt('rules.pass'), T(lang, 'designer-error-pass-without-royal'));
  await page.locator('[data-path="rules.win"]').selectOption('checkmate');
  await perpetual.check();
  await valid(true);

  // The design's try board passes with its button.
  await page.locator('.dz-trial [data-act="start"]').click();
  const tryPass = page.locator('.dz-trial').getByRole('button', { name: T(lang, 'action-pass'), exact: true });
  await tryPass.click();
  await page.locator('.dz-trial[data-ply="1"]').waitFor();
  assert.match(await page.locator('.dz-trial [data-el="moves"]').innerText(), new RegExp(`^1\\. ${T(lang, 'move-pass')}$`));
  assert.ok((await fileText()).includes('pass = true'));
  assert.deepEqual(errors, []);
  await context.close();
});
