// Browser tests of the variant designer (issue 29, "Prove it"), against the real server binary and
// Debian's Chromium: a new player designs a variant from the palette, sets up its start position,
// plays it against the engine in the browser, publishes it; a second player finds it in the
// directory and the two play it by link. Also: the form and the file stay in step both ways,
// problems are shown at their field in the page's language, the Betza box explains the chess
// pawn in words, imports fill the file, the palette's classics are good Betza, and only the
// owner may edit.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { initSync, explainBetza } from '../src/wasm/turnpan_wasm.js';
import { WEB, dragMove, screenshot, serverAndBrowser, signUpInPage, squareCenter, uniqueName, waitPly } from './harness.mjs';
import { T } from './board-helpers.mjs';

const env = serverAndBrowser();
initSync({ module: readFileSync(new URL('../src/wasm/turnpan_wasm_bg.wasm', import.meta.url)) });
const PASSWORD = 'a long enough password';
const LAPTOP = { viewport: { width: 1400, height: 1000 } };
const START = '.dz-start-board .board-frame';
const TRY = '.dz-trial-board .board-frame';

async function newPage() {
  const context = await env.browser.newContext({ baseURL: env.server.base, ...LAPTOP });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Opens the designer and waits until the rules have judged the first design. */
async function openDesigner(page, path = '/variants/new?lang=en') {
  await page.goto(path);
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
}

const fileText = (page) => page.locator('#dz-text').inputValue();
const row = (page, letter) => page.locator('.dz-piece').filter({ has: page.locator(`[data-piece="letter"][value="${letter}"]`) });

/** Types into the variant file as a person would (the form follows after a pause). */
async function typeFile(page, text) {
  await page.locator('#dz-text').fill(text);
  await page.locator('#dz-text').dispatchEvent('input');
}

test('design from the palette, set up, try against the engine, publish; a second player plays it by link', async () => {
  const a = await newPage();
  const designer = uniqueName('dz');
  await signUpInPage(a.page, designer, PASSWORD);
  const page = a.page;
  await openDesigner(page);
  assert.equal(await page.locator('.designer').getAttribute('data-valid'), 'true');

  // The name gives the id of a new design.
  await page.locator('[data-path="name"]').fill('Camel Chess');
  assert.equal(await page.locator('[data-path="id"]').inputValue(), 'camel-chess');

  // A camel from the palette replaces the queen.
  await page.locator('[data-act="palette"]').click();
  await page.locator('.dz-take', { hasText: T('en', 'designer-piece-camel') }).click();
  const camel = row(page, 'L');
  assert.equal(await camel.locator('[data-piece="betza"]').inputValue(), 'C');
  await camel.locator('[data-piece="betza"]').focus();
  await page.locator('.dz-moves .betza-diagram .board-frame').waitFor();
  await row(page, 'Q').locator('[data-act="remove"]').click();
  assert.equal(await row(page, 'Q').count(), 0);
  let text = await fileText(page);
  assert.match(text, /letter = "L"\nname = "Camel"\nbetza = "C"/);
  assert.match(text, /start = "rnb1kbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNB1KBNR w KQkq - 0 1"/, 'the queens left the start position');
  assert.match(text, /pieces = \["R", "B", "N", "L"\]/, 'and the promotion choices');
  assert.equal(await page.locator('.designer').getAttribute('data-valid'), 'true');

  // The start position: a white camel put on d1 with the palette, then mirrored for Black.
  await page.locator('.dz-start-board [data-piece="white-l"]').click();
  const d1 = await squareCenter(page, 'd1', START);
  await page.mouse.click(d1.x, d1.y);
  await page.locator('.dz-start-board [data-piece="white-l"]').click(); // put the brush down
  await page.locator('[data-tool="mirror"]').click();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('rnblkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBLKBNR'));
  // The perft line: 20 chess moves and the camel's two leaps from d1 (c4, e4).
  await page.waitForFunction(() => document.querySelector('.dz-perft')?.dataset.counts?.startsWith('22,'));
  const counts = (await page.locator('.dz-perft').getAttribute('data-counts')).split(',').map(Number);
  assert.equal(counts.length, 3, 'three depths are counted');
  assert.equal(counts[1], 22 * 22, 'no first move changes the other side’s 22 replies');

  // Try it against the engine (level 1): White's e4, the computer answers.
  await page.locator('.dz-trial [data-el="opponent"]').selectOption('black');
  await page.locator('.dz-trial [data-el="level"]').selectOption('1');
  await page.locator('.dz-trial [data-act="start"]').click();
  await page.locator(TRY).waitFor();
  await dragMove(page, 'e2', 'e4', TRY);
  await page.locator('.dz-trial[data-ply="2"]').waitFor({ timeout: 20_000 });
  // The camel leaps: d1 to e4 is taken, so c4.
  await dragMove(page, 'd1', 'c4', TRY);
  await page.locator('.dz-trial[data-ply="4"]').waitFor({ timeout: 20_000 });
  assert.match(await page.locator('.dz-trial [data-el="moves"]').innerText(), /^1\. e4 \S+ 2\. Lc4 \S+$/);

  // Publish it for everyone.
  await page.locator('input[name="dz-visibility"][value="public"]').check();
  await page.locator('[data-act="save"]').click();
  const saved = page.locator('.dz-save-result.good');
  await saved.waitFor();
  const id = `@${designer}/camel-chess`;
  assert.equal(await saved.getAttribute('data-id'), id);
  assert.equal(new URL(page.url()).pathname, `/variants/${id}/edit`);
  await screenshot(page, 'designer-published');

  // Its rules page: a diagram and a Try-it per piece, made from the file.
  await page.goto(`/rules/${id}?lang=en`);
  await page.locator('.rules-tryits .tryit[data-tryit="generic-l"]').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('.rules-tryits .tryit').count(), 6);
  const camelTry = page.locator('.tryit[data-tryit="generic-l"]');
  // The camel's leaps from d4 are all three squares long; the first in order is a3.
  assert.equal(await camelTry.locator('.tryit-task').innerText(), T('en', 'tryit-task-generic', { piece: 'Camel', square: 'a3' }));
  await camelTry.scrollIntoViewIfNeeded();
  await dragMove(page, 'd4', 'a3', '.tryit[data-tryit="generic-l"] .board-frame');
  await page.locator('.tryit[data-tryit="generic-l"][data-state="right"]').waitFor();

  // A second player finds it in the directory and invites the designer to a game by link.
  const b = await newPage();
  const friend = uniqueName('dy');
  await signUpInPage(b.page, friend, PASSWORD);
  await b.page.goto('/variants?lang=en&q=camel');
  const entry = b.page.locator(`li.variant-entry[data-variant="${id}"]`);
  await entry.waitFor();
  await entry.locator('a.play-link').click();
  await b.page.locator(`.variant-card[data-variant="${id}"] input:checked`).waitFor();
  await b.page.locator('form[data-el="form"] input[name="mode"][value="friend"] + span').click();
  await b.page.locator('form[data-el="form"] input[name="colour"][value="white"] + span').click();
  await b.page.locator('form[data-el="form"] input[name="control"][value="unlimited"] + span').click();
  await b.page.locator('[data-el="create"]').click();
  const invite = b.page.locator('[data-el="inviteUrl"]');
  await invite.waitFor({ state: 'visible' });
  await page.goto(await invite.inputValue());
  await page.locator('.game-page').waitFor();
  await dragMove(b.page, 'd1', 'e4');
  await waitPly(page, 1);
  await dragMove(page, 'd8', 'c5');
  await waitPly(b.page, 2);
  assert.match(await b.page.locator('.game-page').innerText(), /Lc5/);
  // The friend's profile lists the game by the variant's name.
  await b.page.goto(`/@/${friend}?lang=en`);
  await b.page.locator('.game-list tbody tr').first().waitFor();
  assert.match(await b.page.locator('.game-list tbody tr').first().innerText(), /Camel Chess/);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.context.close();
  await b.context.close();
});

test('form and file in step both ways; problems at their field in the page language', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=es');
  // A Betza mistake typed in the file: the knight's row shows it, in Spanish, at its field.
  let text = await fileText(page);
  await typeFile(page, text.replace('betza = "N"', 'betza = "N?"'));
  const knight = row(page, 'N');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await knight.locator('[data-piece="betza"]').inputValue(), 'N?');
  const problem = knight.locator('[data-field="piece[5].betza"] .dz-problem');
  await problem.waitFor();
  assert.equal(await problem.innerText(), T('es', 'betza-error', { column: 2, message: T('es', 'betza-error-unknown-piece-letter', { detail: '?' }) }));
  assert.match(await page.locator('.dz-verdict').innerText(), /^Línea \d+: /);
  assert.equal(await page.locator('[data-act="save"]').count(), 0, 'not signed in: no save button');

  // Fixed in the form: the file follows.
  await knight.locator('[data-piece="betza"]').fill('NN');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  assert.match(await fileText(page), /betza = "NN"/);

  // Two pieces with one letter: the error names the second, at its letter.
  await row(page, 'B').locator('[data-piece="letter"]').fill('R');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  const letterProblem = page.locator('[data-field="piece[4].letter"] .dz-problem');
  assert.equal(await letterProblem.innerText(), T('es', 'designer-error-letter-twice', { letter: 'R' }));
  // …and the bishops stayed bishops on the board (a letter in use is not renamed onto them).
  assert.match(await fileText(page), /start = "rnbqkbnr\//);
  await page.locator('[data-field="piece[4].letter"] input').fill('V');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  assert.match(await fileText(page), /start = "rnvqkvnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNVQKVNR /, 'renamed on the board too');

  // A board of 10 files keeps the pieces from the left, drops castling (its files were for 8).
  await page.locator('[data-path="files"]').fill('10');
  await page.locator('[data-path="files"]').dispatchEvent('change');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('files = 10'));
  text = await fileText(page);
  assert.match(text, /start = "rnvqkvnr2\/pppppppp2\/10\/10\/10\/10\/PPPPPPPP2\/RNVQKVNR2 w - /);
  assert.doesNotMatch(text, /\[castling\]/);
  assert.equal(await page.locator('[data-path="castling.on"]').isChecked(), false);
  // Castling back on: the usual sides on this board, and the rights in the start position.
  await page.locator('[data-path="castling.on"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('[castling]'));
  text = await fileText(page);
  assert.match(text, /king_file = "e"/);
  assert.match(text, /short = \{ rook_file = "j", king_to = "g", rook_to = "f" \}/);
  assert.match(text, / w KQkq - /);
  // Goal squares and checks to win, as fields: the file follows, and a square off the board
  // is refused at its field.
  await page.locator('[data-path="rules.goal_squares"]').fill('d4 e4, d5 e5');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('goal_squares = ["d4", "e4", "d5", "e5"]'));
  await page.locator('[data-path="rules.goal_squares"]').fill('d4 z9');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'rules.goal_squares');
  await page.locator('[data-field="rules.goal_squares"] .dz-problem').waitFor();
  await page.locator('[data-path="rules.goal_squares"]').fill('');
  await page.locator('[data-path="rules.checks_to_win"]').fill('3');
  await page.locator('[data-path="rules.checks_to_win"]').dispatchEvent('change');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('checks_to_win = 3'));
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  assert.doesNotMatch(await fileText(page), /goal_squares/);

  // A zone out of the board cannot be typed: the field keeps it within 1..ranks.
  await page.locator('[data-path="promotion.zone"]').fill('0');
  await page.locator('[data-path="promotion.zone"]').dispatchEvent('change');
  assert.equal(await page.locator('[data-path="promotion.zone"]').inputValue(), '1', 'the field keeps the zone in 1..ranks');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the Betza box explains the chess pawn in words, and a click builds a leaper", async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page);
  await page.locator('[data-act="new-piece"]').click();
  const piece = page.locator('.dz-piece').last();
  await piece.locator('[data-piece="betza"]').fill('fmWfcFifmnD');
  const words = page.locator('.dz-moves .betza-explained li');
  await page.waitForFunction(() => document.querySelectorAll('.dz-moves .betza-explained li').length === 3);
  const said = await words.allInnerTexts();
  assert.match(said[0], /^fmW\s/);
  assert.match(said[1], /^fcF\s/);
  assert.match(said[2], /^ifmnD\s/);
  // The lab says the same words for the same text.
  const lab = await context.newPage();
  await lab.goto('/betza?lang=en&b=fmWfcFifmnD');
  await lab.waitForFunction(() => document.querySelectorAll('.betza-explained li').length === 3);
  assert.deepEqual(await lab.locator('.betza-explained li').allInnerTexts(), said);
  // Clicking a knight's square around the piece writes the leap.
  await piece.locator('[data-piece="betza"]').fill('W');
  await page.locator('.dz-moves .betza-diagram .board-frame').waitFor();
  const frame = '.dz-moves .betza-diagram .board-frame';
  const origin = await page.locator('.dz-moves .betza-diagram .diagram-origin').first().getAttribute('data-square');
  const target = `${String.fromCharCode(origin.charCodeAt(0) + 1)}${Number(origin.slice(1)) + 2}`;
  const at = await squareCenter(page, target, frame);
  await page.mouse.click(at.x, at.y);
  await page.waitForFunction(() => /N/.test(document.querySelector('.dz-piece:last-child [data-piece="betza"]').value));
  assert.match(await fileText(page), /betza = "W\w*N"|betza = "\w*frN\w*"/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('imports: a Fairy-Stockfish section and an Interactive Diagram preset fill the file', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page);
  await page.locator('.dz-import summary').click();
  await page.locator('[data-el="ini"]').fill('[capablanca-like:capablanca]\nmustDrop = true\n');
  await page.locator('[data-act="import-ini"]').click();
  await page.locator('.dz-import-result.good').waitFor();
  assert.match(await page.locator('.dz-unsupported').innerText(), /mustDrop/);
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('files = 10'));
  assert.equal(await page.locator('[data-path="files"]').inputValue(), '10');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');

  await page.locator('[data-el="preset"]').fill('files=6 ranks=6 royal=K king:K:K::c1,,c6 rook:R:R::a1,f1,,a6,f6');
  await page.locator('[data-act="import-diagram"]').click();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('files = 6'));
  assert.equal(await page.locator('.dz-piece').count(), 2);
  // A preset that does not read says which word.
  await page.locator('[data-el="preset"]').fill('files=zz');
  await page.locator('[data-act="import-diagram"]').click();
  await page.locator('.dz-import-result.bad').waitFor();
  assert.match(await page.locator('.dz-import-result').innerText(), /files=zz/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the palette's classic pieces are Betza the rules read", () => {
  // The list as written in palette.ts, each read by the rules' own parser (WebAssembly).
  const source = readFileSync(join(WEB, 'src', 'designer', 'palette.ts'), 'utf8');
  const classics = [...source.matchAll(/\{ key: '([a-z-]+)', letter: '([A-Z])', name: '[^']+', betza: '([^']+)' \}/g)];
  assert.ok(classics.length >= 20, `${classics.length} classics`);
  for (const [, key, , betza] of classics) {
    const answer = JSON.parse(explainBetza(betza));
    assert.ok(answer.groups?.length > 0, `${key}: ${betza}: ${JSON.stringify(answer)}`);
    T('en', `designer-piece-${key}`); // and every one has a name
  }
});

test('only the owner may edit a variant; the owner stores a new version', async () => {
  const { context, page, errors } = await newPage();
  // Someone else's variant: the designer says whose it is not, and offers a copy.
  const owner = uniqueName('ow');
  await signUpInPage(page, owner, PASSWORD);
  const stored = await page.evaluate(async () => {
    const text = 'id = "tiny"\nname = "Tiny"\nfiles = 4\nranks = 4\nstart = "k3/4/4/3K w - - 0 1"\n[[piece]]\nletter = "K"\nname = "King"\nbetza = "K"\nroyal = true\n';
    const r = await fetch('/api/my-variants', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toml: text, visibility: 'unlisted' }) });
    return { status: r.status, json: await r.json() };
  });
  assert.equal(stored.status, 201, JSON.stringify(stored.json));
  // The owner's edit page shows the stored file and its visibility.
  await openDesigner(page, `/variants/${stored.json.id}/edit?lang=en`);
  assert.match(await fileText(page), /name = "Tiny"/);
  assert.equal(await page.locator('input[name="dz-visibility"][value="unlisted"]').isChecked(), true);
  await page.locator('[data-path="name"]').fill('Tiny two');
  await page.locator('[data-path="id"]').inputValue().then((v) => assert.equal(v, 'tiny', 'an edited variant keeps its id'));
  assert.equal(await page.locator('[data-path="id"]').evaluate((el) => el.readOnly), true, 'and its id cannot be typed over');
  await page.locator('[data-act="save"]').click();
  await page.locator('.dz-save-result.good').waitFor();
  assert.match(await page.locator('.dz-save-result').innerText(), /version 2/);
  const other = await newPage();
  await signUpInPage(other.page, uniqueName('ot'), PASSWORD);
  await other.page.goto(`/variants/${stored.json.id}/edit?lang=en`);
  await other.page.locator('.error-page').waitFor();
  assert.equal(await other.page.locator('.error-page h1').innerText(), T('en', 'designer-not-yours'));
  await other.page.locator(`a[href="/variants/new?copy=${encodeURIComponent(stored.json.id)}"]`).click();
  await other.page.locator('.designer[data-state="ready"]').waitFor();
  assert.match(await fileText(other.page), /name = "My Tiny two"/);
  assert.deepEqual([...errors, ...other.errors], []);
  await context.close();
  await other.context.close();
});

test('drops: the fieldset writes [drops] and the hands, the try board drops a piece, and back off', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=en');
  const drops = page.locator('[data-section="drops"]');
  assert.equal(await drops.locator(':scope > legend').innerText(), T('en', 'designer-section-drops'));
  assert.equal(await drops.locator('[data-field="drops.on"] label').innerText(), T('en', 'designer-drops-on'));
  assert.equal(await page.locator('[data-el="dropsParts"]').isHidden(), true, 'the options wait for drops');
  await page.locator('[data-path="drops.on"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('[drops]'));
  let text = await fileText(page);
  assert.match(text, /\[drops\]\ncaptures_to_hand = true\ndemote_promoted = true\npawns_on_first_rank = false\n/);
  assert.match(text, /start = "rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR\[\] w KQkq - 0 1"/, 'empty hands in the start position');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  await page.locator('[data-path="drops.pawns_on_first_rank"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('pawns_on_first_rank = true'));
  await page.locator('[data-path="drops.captures_to_hand"]').uncheck();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('captures_to_hand = false'));

  // A knight in each hand, typed in the file: the start board shows the hands.
  await typeFile(page, (await fileText(page)).replace('RNBQKBNR[]', 'RNBQKBNR[Nn]'));
  await page.waitForFunction(() => document.querySelector('.dz-start-board .editor-hands .static-pocket[data-colour="white"] [data-nb="1"]'));
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  // Played on the try board: the knight's drops are every empty square; one is played.
  await page.locator('.dz-trial [data-act="start"]').click();
  await page.locator(TRY).waitFor();
  const knight = page.locator('.dz-trial .board-pocket[data-colour="white"] piece[data-role="n-piece"]');
  assert.equal(await knight.getAttribute('data-nb'), '1');
  await knight.click();
  await page.waitForFunction(() => document.querySelectorAll('.dz-trial-board .board-frame square.move-dest').length === 32);
  const e4 = await squareCenter(page, 'e4', TRY);
  await page.mouse.click(e4.x, e4.y);
  await page.locator('.dz-trial[data-ply="1"]').waitFor();
  assert.equal(await page.locator('.dz-trial [data-el="moves"]').innerText(), '1. N@e4');
  await page.waitForFunction(() => document.querySelector('.dz-trial .board-pocket[data-colour="white"] piece[data-role="n-piece"]')?.dataset.nb === '0');
  // A piece removed leaves the board and the hands; the hands stay after the board.
  await typeFile(page, (await fileText(page)).replace('RNBQKBNR[Nn]', 'RNBQKBNR[NQnq]'));
  await page.waitForFunction(() => document.querySelector('.dz-start-board .editor-hands .static-pocket[data-colour="white"] [data-role="q-piece"][data-nb="1"]'));
  await row(page, 'Q').locator('[data-act="remove"]').click();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('RNB1KBNR[Nn] w'));
  assert.match(await fileText(page), /start = "rnb1kbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNB1KBNR\[Nn\] w KQkq - 0 1"/);

  // Drops off: the table and the hands leave the file.
  await page.locator('[data-path="drops.on"]').uncheck();
  await page.waitForFunction(() => !document.querySelector('#dz-text').value.includes('[drops]'));
  text = await fileText(page);
  assert.match(text, /start = "rnb1kbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNB1KBNR w KQkq - 0 1"/);
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  assert.equal(await page.locator('.dz-start-board .editor-hands').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('mandatory promotion: refused without a piece that promotes shogi-style, written once one does', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=el');
  await page.locator('[data-path="promotion.mandatory"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('mandatory = true'));
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'promotion.mandatory');
  assert.equal(await page.locator('[data-field="promotion.mandatory"] .dz-problem').innerText(), T('el', 'designer-error-mandatory-without-promotes-to'));
  // The knight promotes to the bishop shogi-style: the game is good, and says so in its file.
  await row(page, 'N').locator('[data-piece="promotes_to"]').selectOption('B');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  assert.match(await fileText(page), /letter = "N"\nname = "[^"]*"\nbetza = "N"\npromotes_to = "B"/);
  assert.match(await fileText(page), /\[promotion\]\nzone = 1\npieces = \[[^\]]*\]\nmandatory = true\n/);
  await page.locator('[data-path="promotion.mandatory"]').uncheck();
  await page.waitForFunction(() => !document.querySelector('#dz-text').value.includes('mandatory'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('losing rules: the mated side wins, extinction counted by kind, a king that castles by name', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=es');
  await page.locator('[data-path="rules.checkmate"]').selectOption('loss');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('checkmate = "loss"'));
  // Extinction on: all pieces together, by default a loss.
  await page.locator('[data-path="rules.extinction.on"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('[rules.extinction]'));
  assert.match(await fileText(page), /\[rules\.extinction\]\npieces = \["\*"\]\nresult = "loss"\n/);
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  // Nothing counted: refused at the pieces, in Spanish.
  await page.locator('[data-path="rules.extinction.pieces"][value="*"]').uncheck();
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'rules.extinction.pieces');
  assert.equal(await page.locator('[data-field="rules.extinction.pieces"] .dz-problem').innerText(), T('es', 'designer-error-no-pieces-counted'));
  // The knights counted; down to one wins.
  await page.locator('[data-path="rules.extinction.pieces"][value="N"]').check();
  await page.locator('[data-path="rules.extinction.result"]').selectOption('win');
  await page.locator('[data-path="rules.extinction.at_most"]').fill('1');
  await page.locator('[data-path="rules.extinction.at_most"]').dispatchEvent('change');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('at_most = 1'));
  assert.match(await fileText(page), /\[rules\.extinction\]\npieces = \["N"\]\nresult = "win"\nat_most = 1\n/);
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  // The file's text read back into the form: the fields show it.
  assert.equal(await page.locator('[data-path="rules.checkmate"]').inputValue(), 'loss');
  assert.equal(await page.locator('[data-path="rules.extinction.pieces"][value="N"]').isChecked(), true);
  // The piece that castles, named, and back to the royal piece.
  await page.locator('[data-path="castling.king"]').selectOption('Q');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('king = "Q"'));
  await page.locator('[data-path="castling.king"]').selectOption('');
  await page.waitForFunction(() => !/\nking = /.test(document.querySelector('#dz-text').value));
  // Extinction off: the table leaves the file.
  await page.locator('[data-path="rules.extinction.on"]').uncheck();
  await page.waitForFunction(() => !document.querySelector('#dz-text').value.includes('[rules.extinction]'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('drops with a board transform are refused at the drops fieldset, in the page language', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=central-rotational&lang=es');
  await page.locator('[data-path="drops.on"]').check();
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'drops');
  assert.equal(await page.locator('[data-section="drops"] .dz-problem').innerText(), T('es', 'designer-error-drops-with-transforms'));
  assert.deepEqual(errors, []);
  await context.close();
});

test('regions, zone moves and facing kings: written to the file, refused at their field', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=pt');
  // Chess's pieces: K Q R B N P. The knights keep to their own half.
  const knight = page.locator('[data-index="4"] [data-piece="region"]');
  await knight.fill('a1-h4');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('region = ["a1-h4"]'));
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  // An entry that is no square: refused at the field, in Portuguese.
  await knight.fill('a1-z9');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'piece[5].region');
  assert.equal(await page.locator('[data-field="piece[5].region"] .dz-problem').innerText(), T('pt', 'designer-error-bad-region', { text: 'a1-z9' }));
  await knight.fill('');
  await page.waitForFunction(() => !document.querySelector('#dz-text').value.includes('region ='));
  // A rook cannot keep to a region: it rides.
  await page.locator('[data-index="2"] [data-piece="region"]').fill('a1-h1');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'piece[3].region');
  assert.equal(await page.locator('[data-field="piece[3].region"] .dz-problem').innerText(), T('pt', 'designer-error-confined-rider'));
  await page.locator('[data-index="2"] [data-piece="region"]').fill('');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  // The king moves differently on the last four ranks; the kings may not face.
  await page.locator('[data-index="0"] [data-piece="zone_betza"]').fill('W');
  await page.locator('[data-index="0"] [data-piece="zone_ranks"]').fill('4');
  await page.locator('[data-index="0"] [data-piece="zone_ranks"]').dispatchEvent('change');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('zone_moves = { ranks = 4, betza = "W" }'));
  await page.locator('[data-path="rules.kings_may_not_face"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('kings_may_face = false'));
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'true');
  // Capturing the king instead of mating it: the facing rule is refused.
  await page.locator('[data-path="rules.win"]').selectOption('royal-capture');
  await page.waitForFunction(() => document.querySelector('.designer')?.dataset.valid === 'false');
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'rules.kings_may_face');
  const verdict = await page.locator('.dz-verdict').innerText();
  assert.ok(verdict.includes(T('pt', 'designer-error-kings-face-without-check')), verdict);
  assert.deepEqual(errors, []);
  await context.close();
});

test("horde's rules: initial ranks, en passant ranks and a side without a royal piece, both ways, refused at their field", async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=es');
  const valid = (v) => page.waitForFunction((want) => document.querySelector('.designer')?.dataset.valid === want, String(v));
  // Chess's pieces: K Q R B N P. The pawns' initial moves from their first two ranks.
  const pawn = page.locator('[data-index="5"] [data-piece="initial_ranks"]');
  await pawn.fill('1, 2');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('initial_ranks = [1, 2]'));
  assert.match(await fileText(page), /betza = "fmWfcFifmnD"\npawn = true\ninitial_ranks = \[1, 2\]\n/);
  await valid(true);
  // A rank off the board: refused at the field, in Spanish.
  await pawn.fill('1 9');
  await valid(false);
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'piece[6].initial_ranks');
  assert.equal(await page.locator('[data-field="piece[6].initial_ranks"] .dz-problem').innerText(), T('es', 'designer-error-bad-rank', { ranks: 8 }));
  // The file read back into the form: the field shows its ranks.
  await typeFile(page, (await fileText(page)).replace('initial_ranks = [1, 9]', 'initial_ranks = [2, 3]'));
  await valid(true);
  assert.equal(await pawn.inputValue(), '2 3');
  // The ranks a double step passes for en passant: refused without en passant.
  await page.locator('[data-path="en_passant_ranks"]').fill('3');
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('en_passant = true\nen_passant_ranks = [3]\n'));
  await valid(true);
  await page.locator('[data-path="en_passant"]').uncheck();
  await valid(false);
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'en_passant_ranks');
  assert.equal(await page.locator('[data-field="en_passant_ranks"] .dz-problem').innerText(), T('es', 'designer-error-en-passant-ranks-without-en-passant'));
  await page.locator('[data-path="en_passant"]').check();
  await valid(true);
  await page.locator('[data-path="en_passant_ranks"]').fill('');
  await page.waitForFunction(() => !document.querySelector('#dz-text').value.includes('en_passant_ranks'));
  // A side without a royal piece: written when ticked; a game without one refuses it.
  await page.locator('[data-path="rules.royal_optional"]').check();
  await page.waitForFunction(() => document.querySelector('#dz-text').value.includes('royal_optional = true'));
  await valid(true);
  const text = (await fileText(page))
    .replace(/royal = true\n/, '')
    .replace('win = "checkmate"', 'win = "none"')
    .replace(/\[castling\][^[]*/, '')
    .replace(' KQkq ', ' - ');
  await typeFile(page, text);
  await valid(false);
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'rules.royal_optional');
  assert.equal(await page.locator('[data-field="rules.royal_optional"] .dz-problem').innerText(), T('es', 'designer-error-royal-optional-without-royal'));
  assert.equal(await page.locator('[data-path="rules.royal_optional"]').isChecked(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('pieces guarded like the king (coregal): written to the file and read back, refused without checkmate or with explosions', async () => {
  const { context, page, errors } = await newPage();
  await openDesigner(page, '/variants/new?from=chess&lang=el');
  const valid = (v) => page.waitForFunction((want) => document.querySelector('.designer')?.dataset.valid === want, String(v));
  const hasText = (s) => page.waitForFunction((want) => document.querySelector('#dz-text').value.includes(want), s);
  // Chess's pieces: K Q R B N P. The queens guarded like the king, as in coregal chess.
  const queen = page.locator('[data-index="1"] [data-piece="pseudo_royal"]');
  const rook = page.locator('[data-index="2"] [data-piece="pseudo_royal"]');
  assert.equal(await queen.isChecked(), false);
  await queen.check();
  await hasText('betza = "Q"\npseudo_royal = true\n');
  await valid(true);
  assert.equal((await fileText(page)).match(/pseudo_royal/g).length, 1, 'only the queen says it');
  // Capturing the king instead of mating it: refused at the queen's box, in Greek.
  await page.locator('[data-path="rules.win"]').selectOption('royal-capture');
  await valid(false);
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'piece[2].pseudo_royal');
  const problem = T('el', 'designer-error-pseudo-royal-without-check');
  assert.equal(await page.locator('[data-field="piece[2].pseudo_royal"] .dz-problem').innerText(), problem);
  // Back to checkmate; then captures that explode: refused too.
  await page.locator('[data-path="rules.win"]').selectOption('checkmate');
  await valid(true);
  await page.locator('[data-path="rules.explosion.on"]').check();
  await valid(false);
  assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), 'piece[2].pseudo_royal');
  assert.equal(await page.locator('[data-field="piece[2].pseudo_royal"] .dz-problem').innerText(), problem);
  await page.locator('[data-path="rules.explosion.on"]').uncheck();
  await valid(true);
  // The file read back into the form: the rook's box ticked, the queen's not.
  const text = (await fileText(page)).replace('pseudo_royal = true\n', '').replace('betza = "R"\n', 'betza = "R"\npseudo_royal = true\n');
  await typeFile(page, text);
  await page.waitForFunction(() => document.querySelector('[data-index="2"] [data-piece="pseudo_royal"]')?.checked === true);
  await valid(true);
  assert.equal(await queen.isChecked(), false);
  assert.match(await fileText(page), /name = "Rook"\nbetza = "R"\npseudo_royal = true\n/);
  // Unticked: the file says nothing (false is the default).
  await rook.uncheck();
  await page.waitForFunction(() => !document.querySelector('#dz-text').value.includes('pseudo_royal'));
  await valid(true);
  assert.deepEqual(errors, []);
  await context.close();
});
