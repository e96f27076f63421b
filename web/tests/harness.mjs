// Test harness: starts the real `turnpan serve` on a free port with a temporary SQLite database and
// the built `web/dist`, and drives Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const WEB = resolve(here, '..');
export const SCREENSHOTS = join(WEB, 'test-results', 'screenshots');
const BIN = resolve(WEB, process.env.TURNPAN_BIN ?? '../target/debug/turnpan');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** Starts the server; `options.variants` is a directory of extra variant files (user games),
 *  `options.args` more `turnpan serve` flags. */
export async function startServer(options = {}) {
  if (!existsSync(BIN)) throw new Error(`server binary not found: ${BIN} (set TURNPAN_BIN)`);
  if (!existsSync(join(WEB, 'dist', 'index.html'))) throw new Error('web/dist is missing: run vite build first');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'turnpan-web-test-'));
  const args = ['serve', '--bind', '127.0.0.1', '--port', String(port), '--db', `sqlite://${join(dir, 'test.db')}`, '--static', join(WEB, 'dist')];
  if (options.variants) args.push('--variants', options.variants);
  if (options.args) args.push(...options.args);
  const proc = spawn(BIN, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? 'warn' } });
  let log = '';
  proc.stdout.on('data', (d) => (log += d));
  proc.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${log}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    log: () => log,
    async stop() {
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One server and one browser for a test file: registers node:test's `before` (start both) and
 *  `after` (close the browser, stop the server) and returns `{ server, browser }`, whose fields are
 *  set once `before` has run. `options` go to `startServer`. */
export function serverAndBrowser(options = {}) {
  const env = { server: undefined, browser: undefined };
  before(async () => {
    env.server = await startServer(options);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

// ---- HTTP helpers (the protocol, from Node) -------------------------------------------------------

export async function http(base, method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  const json = text ? JSON.parse(text) : undefined;
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return json;
}

export const createGame = (base, body) => http(base, 'POST', '/api/games', { color: 'white', clock: null, ...body });
export const joinGame = (base, id, invite) => http(base, 'POST', `/api/games/${id}/join`, invite ? { invite } : {});
export const getGame = (base, id, token) => http(base, 'GET', `/api/games/${id}`, undefined, token);
export const postMove = (base, id, token, uci) => http(base, 'POST', `/api/games/${id}/moves`, { uci }, token);

/** A browser context that already holds the given seats (token per game id in localStorage). */
export async function contextWithTokens(browser, base, tokens = {}, options = {}) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1200, height: 900 }, ...options });
  await context.addInitScript((entries) => {
    for (const [id, token] of Object.entries(entries)) localStorage.setItem(`turnpan.token.${id}`, token);
  }, tokens);
  return context;
}

/** Opens game `g` (as `createGame` returns it) holding its seat, in language `lang`, and waits
 *  until the socket is connected. `errors` collects the page's uncaught errors for the test to
 *  assert empty. */
export async function openGamePage(browser, base, g, lang = 'en') {
  const context = await contextWithTokens(browser, base, { [g.id]: g.token });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/game/${g.id}?lang=${lang}`);
  await waitConnected(page);
  return { context, page, errors };
}

// ---- Board helpers --------------------------------------------------------------------------------

/** Centre of a square (wire coordinates, `e10`) on the page's main board (or on the board frame
 *  `frameSelector` names), in page pixels. */
export async function squareCenter(page, square, frameSelector = '.game-page .board-frame') {
  const frame = page.locator(frameSelector).first();
  const box = await frame.boundingBox();
  const info = await frame.evaluate((el) => ({
    files: Number(el.dataset.files),
    ranks: Number(el.dataset.ranks),
    orientation: el.dataset.orientation,
  }));
  const file = square.charCodeAt(0) - 97;
  const rank = parseInt(square.slice(1), 10) - 1;
  const col = info.orientation === 'white' ? file : info.files - 1 - file;
  const row = info.orientation === 'white' ? info.ranks - 1 - rank : rank;
  return {
    x: box.x + ((col + 0.5) * box.width) / info.files,
    y: box.y + ((row + 0.5) * box.height) / info.ranks,
  };
}

export async function dragMove(page, from, to, frameSelector) {
  const a = await squareCenter(page, from, frameSelector);
  const b = await squareCenter(page, to, frameSelector);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Drags the piece `letter` (lower case, as the pocket's `data-role` has it) from `colour`'s pocket
 *  on the game page onto `to`. */
export async function dragFromPocket(page, colour, letter, to, frameSelector) {
  const slot = page.locator(`.game-page .board-pocket[data-colour="${colour}"] piece[data-role="${letter}-piece"]`);
  const box = await slot.boundingBox();
  const b = await squareCenter(page, to, frameSelector);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move((box.x + b.x) / 2, (box.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

export async function tapMove(page, from, to, frameSelector) {
  const a = await squareCenter(page, from, frameSelector);
  const b = await squareCenter(page, to, frameSelector);
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(b.x, b.y);
}

export async function waitPly(page, ply, timeout = 10_000) {
  await page.waitForSelector(`.game-page[data-ply="${ply}"]`, { timeout });
}

export async function waitStatus(page, status, timeout = 10_000) {
  await page.waitForSelector(`.game-page[data-status="${status}"]`, { timeout });
}

/** Waits until the page's socket is connected (its first state has arrived). */
export async function waitConnected(page) {
  await page.waitForSelector('.connection[data-state="open"]', { state: 'attached', timeout: 10_000 });
}

// ---- Accounts (issue 24) ----------------------------------------------------------------------------

/** A fresh username for a test (2–20 characters of the allowed kind). */
export function uniqueName(prefix) {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 20);
}

/** Signs up through the page's form; waits until the header shows the name. */
export async function signUpInPage(page, username, password) {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.locator('.auth-page button[type="submit"]').click();
  await page.locator(`#account-link[data-signed-in="true"]`).filter({ hasText: username }).waitFor();
}

/** The speed of a clock (docs/protocol.md, "Accounts"): from initial + 40 × increment. */
export function speedOf(initialS, incrementS) {
  const total = initialS + 40 * incrementS;
  return total < 180 ? 'bullet' : total < 480 ? 'blitz' : total < 1500 ? 'rapid' : 'classical';
}
