// Helpers of the board-play browser tests (issue 23): the messages of each language, and what a
// board shows on a square (piece, destination mark), read from the page as a player sees it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { WEB, createGame, openGamePage, squareCenter } from './harness.mjs';

export const LANGUAGES = ['el', 'en', 'es', 'pt'];

function bundle(lang) {
  const b = new FluentBundle(lang, { useIsolating: false });
  for (const dir of ['locales', 'locales/rules', 'locales/designer'])
    b.addResource(new FluentResource(readFileSync(join(WEB, 'src', dir, `${lang}.ftl`), 'utf8')));
  return b;
}

const BUNDLES = Object.fromEntries(LANGUAGES.map((l) => [l, bundle(l)]));

/** The message `id` of language `lang`, formatted with `args`. */
export function T(lang, id, args) {
  const msg = BUNDLES[lang].getMessage(id);
  assert.ok(msg?.value, `${lang}: message ${id} exists`);
  return BUNDLES[lang].formatPattern(msg.value, args);
}

/** What the rules page of game `id` says from its file, in `lang`: `[data-rule, text]` of each
 *  paragraph of `.rules-file-rules`, once the page has read the file; no page error allowed. */
export async function fileRulesSaid(env, id, lang) {
  const context = await env.browser.newContext({ baseURL: env.server.base });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/rules/${id}?lang=${lang}`);
  await page.locator('.rules-file-rules[data-state="ready"]').waitFor({ timeout: 20_000 });
  const said = await page.locator('.rules-file-rules p').evaluateAll((els) => els.map((e) => [e.dataset.rule, e.textContent]));
  assert.deepEqual(errors, []);
  await context.close();
  return said;
}

/** Everything drawn on the board frame: pieces, move destinations and squares marked in check,
 *  by wire square. */
export async function boardContents(page, frameSelector = '.game-page .board-frame') {
  return page.evaluate((sel) => {
    const frame = document.querySelector(sel);
    const files = Number(frame.dataset.files);
    const ranks = Number(frame.dataset.ranks);
    const white = frame.dataset.orientation === 'white';
    const box = frame.getBoundingClientRect();
    const w = box.width / files;
    const h = box.height / ranks;
    const square = (el) => {
      const r = el.getBoundingClientRect();
      const col = Math.round((r.left - box.left) / w);
      const row = Math.round((r.top - box.top) / h);
      const file = white ? col : files - 1 - col;
      const rank = white ? ranks - 1 - row : row;
      return `${String.fromCharCode(97 + file)}${rank + 1}`;
    };
    const pieces = {};
    for (const p of frame.querySelectorAll('piece')) {
      if (p.classList.contains('ghost') || p.classList.contains('fading')) continue;
      const role = [...p.classList].find((k) => k.endsWith('-piece'));
      pieces[square(p)] = `${role} ${p.classList.contains('white') ? 'white' : 'black'}`;
    }
    const dests = [...frame.querySelectorAll('square.move-dest')].map(square).sort();
    const checks = [...frame.querySelectorAll('square.check')].map(square).sort();
    return { pieces, dests, checks, orientation: frame.dataset.orientation };
  }, frameSelector);
}

/** Polls until `check(contents)` holds (animations take a moment). */
export async function waitBoard(page, check, what, frameSelector) {
  const deadline = Date.now() + 4000;
  let last;
  for (;;) {
    last = await boardContents(page, frameSelector);
    if (check(last)) return last;
    if (Date.now() > deadline) assert.fail(`${what}: board is ${JSON.stringify(last)}`);
    await page.waitForTimeout(100);
  }
}

/** The squares the board marks as destinations of the piece on `square` (a tap picks it up, a
 *  second lets it go). */
export async function destsShown(page, square) {
  const c = await squareCenter(page, square);
  await page.mouse.click(c.x, c.y);
  const { dests } = await waitBoard(page, (b) => b.dests.length > 0, `destinations of ${square}`);
  await page.mouse.click(c.x, c.y);
  await waitBoard(page, (b) => b.dests.length === 0, `${square} let go`);
  return dests;
}

/** Taps the piece on `square` and reports whether the board marks any destination for it, after
 *  giving it time to (then lets it go). */
export async function hasDests(page, square) {
  const c = await squareCenter(page, square);
  await page.mouse.click(c.x, c.y);
  await page.waitForTimeout(400);
  const { dests } = await boardContents(page);
  await page.mouse.click(c.x, c.y);
  return dests.length > 0;
}

/** The promotion choices, top to bottom as drawn, and the square each stands on. */
export async function promotionChoices(page, frameSelector = '.game-page .board-frame') {
  const info = await page.locator(frameSelector).first().evaluate((el) => ({
    files: Number(el.dataset.files),
    ranks: Number(el.dataset.ranks),
    orientation: el.dataset.orientation,
  }));
  const box = await page.locator(frameSelector).first().boundingBox();
  const choices = await page.locator(`${frameSelector} .promotion-choice`).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { letter: e.dataset.promote, x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
  choices.sort((a, b) => a.y - b.y);
  return choices.map((c) => {
    const col = Math.floor(((c.x - box.x) * info.files) / box.width);
    const row = Math.floor(((c.y - box.y) * info.ranks) / box.height);
    const file = info.orientation === 'white' ? col : info.files - 1 - col;
    const rank = info.orientation === 'white' ? info.ranks - 1 - row : row;
    return { letter: c.letter, square: `${String.fromCharCode(97 + file)}${rank + 1}` };
  });
}

/** Opens the settings panel from the header. */
export async function openSettings(page) {
  await page.locator('.site-header .settings-button').click();
  await page.locator('dialog.settings-dialog[open]').waitFor();
  return page.locator('dialog.settings-dialog');
}

/** Closes the settings panel with its button. */
export async function closeSettings(page) {
  await page.locator('dialog.settings-dialog [data-el="settingsClose"]').click();
  await page.locator('dialog.settings-dialog').waitFor({ state: 'detached' });
}

/** Chooses `value` for a setting shown as a row of choices (`boardTheme`, `colorScheme`, ...). */
export async function chooseSetting(page, name, value) {
  await page.locator(`dialog.settings-dialog [data-setting="${name}"] label[data-value="${value}"]`).click();
}

/** Sets a checkbox of the settings panel. */
export async function checkSetting(page, name, on) {
  const box = page.locator(`dialog.settings-dialog input[type="checkbox"][name="${name}"]`);
  if (on) await box.check();
  else await box.uncheck();
}

/** A hot-seat game of `variant` (from `fen`, else its start), opened holding both seats. */
export async function hotseatGame(env, variant, fen, lang = 'en') {
  const g = await createGame(env.server.base, { variant, mode: 'hotseat', fen });
  return { g, ...(await openGamePage(env.browser, env.server.base, g, lang)) };
}

/** A side's pocket on the game page, and a piece's slot in it. */
export const pocket = (page, colour) => page.locator(`.game-page .board-pocket[data-colour="${colour}"]`);
export const pocketSlot = (page, colour, letter) => pocket(page, colour).locator(`piece[data-role="${letter}-piece"]`);

/** The squares the board offers for a piece of a side's pocket (tapped, read, tapped again). */
export async function pocketDropTargets(page, colour, letter) {
  await pocketSlot(page, colour, letter).click();
  const { dests } = await waitBoard(page, (c) => c.dests.length > 0, `drops of ${letter}`);
  await pocketSlot(page, colour, letter).click();
  await waitBoard(page, (c) => c.dests.length === 0, `${letter} let go`);
  return dests;
}
