// Browser tests of accounts, ratings, game history and leaderboards (issue 24, "Prove it"), against
// the real server binary and Debian's Chromium: two players sign up in two browsers, play a rated
// 3+2 game to mate and both see the rating change; the winner's profile lists the game and draws
// the rating chart; the leaderboard renders; a signed-out browser keeps its recent games; the
// forms check what the server checks and show its refusals (wrong password, name taken, 429).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  SCREENSHOTS,
  WEB,
  dragMove,
  getGame,
  http,
  serverAndBrowser,
  signUpInPage,
  speedOf,
  uniqueName,
  waitConnected,
  waitPly,
  waitStatus,
} from './harness.mjs';
import { T } from './board-helpers.mjs';

const env = serverAndBrowser();
// The documentation's screenshots are rewritten only when asked (TURNPAN_DOC_SHOTS=1): a test
// run must not change files kept in git.
const SHOTS = process.env.TURNPAN_DOC_SHOTS
  ? join(WEB, '..', 'docs', 'screenshots', 'issue-24')
  : join(SCREENSHOTS, 'issue-24');
const PASSWORD = 'correct horse 24';
const LAPTOP = { viewport: { width: 1280, height: 900 } };

/** The game id of the page's address. */
const gameId = (page) => new URL(page.url()).pathname.split('/').pop();

/** `1500 → 1662 (+162)`, as the UI writes a rating change. */
function delta(d) {
  const diff = d.after - d.before;
  return `${d.before} → ${d.after} (${diff > 0 ? '+' : diff < 0 ? '−' : '±'}${Math.abs(diff)})`;
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Chooses a chip of the create-game form by its value. */
async function chip(page, name, value) {
  await page.locator(`form[data-el="form"] input[name="${name}"][value="${value}"] + span`).click();
}

test('two players sign up, play a rated 3+2 game to mate, and see the ratings change', async () => {
  const { server, browser } = env;
  const white = uniqueName('wh_');
  const black = uniqueName('bl-');
  const a = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const b = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const pa = await a.newPage();
  const pb = await b.newPage();
  await signUpInPage(pa, white, PASSWORD);
  await signUpInPage(pb, black, PASSWORD);

  // The rated choice follows the form: it needs a clock and a human opponent.
  await pa.goto('/');
  const rated = pa.locator('input[name="rated"][value="rated"]');
  await chip(pa, 'control', 'unlimited');
  assert.equal(await rated.isDisabled(), true, 'no rated game without a clock');
  assert.equal(await pa.locator('#rated-why').innerText(), T('en', 'home-rated-needs-clock'));
  await chip(pa, 'control', '3+2');
  await chip(pa, 'mode', 'computer');
  assert.equal(await rated.isDisabled(), true, 'no rated game against the computer');
  assert.equal(await pa.locator('#rated-why').innerText(), T('en', 'home-rated-needs-opponent'));
  await chip(pa, 'mode', 'open');
  assert.equal(await rated.isDisabled(), false, 'signed in, timed, in the lobby: rated is offered');
  await chip(pa, 'colour', 'white');
  await chip(pa, 'rated', 'rated');
  await pa.locator('button[data-el="create"]').click();
  await pa.waitForURL(/\/game\//);
  await waitStatus(pa, 'waiting');
  const id = gameId(pa);
  const waiting = await getGame(server.base, id);
  assert.equal(waiting.rated, true);
  assert.equal(waiting.players.white.name, white);
  const whiteRating = waiting.players.white.rating;
  assert.equal(typeof whiteRating, 'number', 'a timed game shows the rating');

  // The second player finds it in the lobby with the creator's name and rating, and joins.
  await pb.goto('/');
  const row = pb.locator(`.lobby tr[data-game="${id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-rated'), 'true');
  assert.match(await row.locator('.lobby-player').innerText(), new RegExp(`^${white} ${whiteRating}\\??$`));
  // The rating range filter hides it when the range leaves its rating out, and shows it again.
  await pb.locator('[data-el="ratingMin"]').fill(String(whiteRating + 1));
  await row.waitFor({ state: 'detached' });
  await pb.locator('[data-el="ratingMin"]').fill(String(whiteRating - 100));
  await pb.locator('[data-el="ratingMax"]').fill(String(whiteRating + 100));
  await row.waitFor();
  await row.locator('button[data-join]').click();
  await pb.waitForURL(new RegExp(`/game/${id}$`));
  await waitStatus(pb, 'playing');
  await waitStatus(pa, 'playing');
  await waitConnected(pa);
  await waitConnected(pb);

  // Names and ratings beside the board, for both players, on both screens.
  const playing = await getGame(server.base, id);
  for (const page of [pa, pb]) {
    for (const colour of ['white', 'black']) {
      const p = playing.players[colour];
      const shown = page.locator(`.player-name .player[data-colour="${colour}"]`);
      await shown.waitFor();
      assert.equal((await shown.innerText()).trim(), `${p.name} ${p.rating}${p.provisional ? '?' : ''}`);
    }
  }
  await shot(pb, 'board-with-names');

  // Fool's mate: 1. f3 e5 2. g4 Qh4#.
  const moves = [
    [pa, 'f2', 'f3'],
    [pb, 'e7', 'e5'],
    [pa, 'g2', 'g4'],
    [pb, 'd8', 'h4'],
  ];
  for (const [i, [page, from, to]] of moves.entries()) {
    await dragMove(page, from, to);
    await waitPly(pa, i + 1);
    await waitPly(pb, i + 1);
  }
  await waitStatus(pa, 'finished');
  await waitStatus(pb, 'finished');
  const over = await getGame(server.base, id);
  assert.equal(over.outcome.result, '0-1');
  assert.ok(over.rating_change, 'a finished rated game has its rating change');
  assert.ok(over.rating_change.black.after > over.rating_change.black.before, 'the winner gains');
  assert.ok(over.rating_change.white.after < over.rating_change.white.before, 'the loser loses');
  for (const page of [pa, pb]) {
    for (const colour of ['white', 'black']) {
      const line = page.locator(`.result-banner .rating-change li[data-colour="${colour}"]`);
      await line.waitFor();
      const name = colour === 'white' ? white : black;
      assert.equal(await line.innerText(), `${name}: ${delta(over.rating_change[colour])}`);
    }
  }
  // Beside the board, a rated game keeps the ratings it was played at (docs/protocol.md).
  for (const page of [pa, pb]) {
    for (const colour of ['white', 'black']) {
      const d = over.rating_change[colour];
      assert.equal(Number(await page.locator(`.player-name .player[data-colour="${colour}"] .rating`).getAttribute('data-rating')), d.before);
    }
  }
  await shot(pb, 'rating-change');

  // The winner's profile: the game in the list, the rating in the table, the chart drawn.
  await pb.locator('#account-link').click();
  await pb.waitForURL(new RegExp(`/@/${black}$`));
  const listed = pb.locator(`.game-list tr[data-game="${id}"]`);
  await listed.waitFor();
  assert.equal(await listed.getAttribute('data-outcome'), 'win');
  assert.match(await listed.innerText(), new RegExp(white));
  const speed = speedOf(180, 2);
  const after = over.rating_change.black.after;
  const cell = pb.locator(`.profile-ratings tr[data-category="chess/${speed}"] .rating`);
  assert.equal(Number(await cell.getAttribute('data-rating')), after);
  const chart = pb.locator('.rating-chart');
  await chart.locator('canvas').waitFor();
  const history = await http(server.base, 'GET', `/api/users/${black}/history`);
  const points = history.chess[speed];
  assert.equal(points.length, 1, 'one rated game, one point');
  assert.equal(await chart.getAttribute('data-points'), String(points.length));
  assert.deepEqual(JSON.parse(await chart.getAttribute('data-ratings')), points.map((p) => Math.round(p.rating)));
  assert.equal(Math.round(points[0].rating), after, 'the point is the rating after the game');
  // The line's colour is on the canvas: the point was drawn, not only the axes.
  const drawn = await chart.locator('canvas').evaluate((canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - 47) < 12 && Math.abs(data[i + 1] - 111) < 12 && Math.abs(data[i + 2] - 159) < 12 && data[i + 3] > 200) n++;
    }
    return n;
  });
  assert.ok(drawn > 20, `the point is drawn (${drawn} pixels of the line's colour)`);
  await shot(pb, 'profile');

  // The game opens from the list for replay.
  await listed.locator('a').first().click();
  await pb.waitForURL(new RegExp(`/game/${id}$`));
  await waitStatus(pb, 'finished');

  // The leaderboard renders what the server says (after one game both are still provisional).
  await pb.goto(`/leaderboard/chess/${speed}`);
  const board = await http(server.base, 'GET', `/api/leaderboard/chess/${speed}`);
  await pb.locator('.leaderboard-page [data-el="table"] :is(table, .empty)').waitFor();
  assert.equal(await pb.locator('.leaderboard tbody tr').count(), board.players.length);
  if (board.players.length === 0) assert.equal(await pb.locator('[data-el="empty"]').innerText(), T('en', 'leaderboard-empty'));
  assert.equal(await pb.locator('.board-picker a[aria-current="page"]').count(), 2, 'the game and the speed are marked');
  await a.close();
  await b.close();
});

test('a rated game by link: a signed-out friend is asked to sign in, and the link still works after', async () => {
  const { server, browser } = env;
  const host = uniqueName('host');
  const guest = uniqueName('guest');
  const a = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const b = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const pa = await a.newPage();
  await signUpInPage(pa, host, PASSWORD);
  await pa.goto('/');
  await chip(pa, 'mode', 'friend');
  await chip(pa, 'control', '10+0');
  await chip(pa, 'rated', 'rated');
  await pa.locator('button[data-el="create"]').click();
  await pa.waitForURL(/\/game\//);
  const id = gameId(pa);
  const link = await pa.locator('[data-el="inviteUrl"]').inputValue();
  assert.match(link, new RegExp(`/game/${id}\\?invite=`));
  const pb = await b.newPage();
  await pb.goto(link);
  await pb.locator('[data-el="notice"]').filter({ hasText: T('en', 'error-rated-signin') }).waitFor();
  const seats = (await getGame(server.base, id)).seats;
  assert.equal([seats.white, seats.black].filter(Boolean).length, 1, 'no seat without an account');
  // "Sign in" in the header, then "Create account": back to the game, which takes the seat.
  await pb.locator('#account-link').click();
  await pb.waitForURL(/\/login\?next=/);
  await pb.locator('.auth-page a[href^="/signup"]').click();
  await pb.getByLabel('Username').fill(guest);
  await pb.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await pb.locator('.auth-page button[type="submit"]').click();
  await pb.waitForURL(new RegExp(`/game/${id}$`));
  await waitStatus(pb, 'playing');
  const state = await getGame(server.base, id);
  assert.equal(state.rated, true);
  assert.deepEqual([state.players.white?.name, state.players.black?.name].sort(), [guest, host].sort());
  await a.close();
  await b.close();
});

test('a signed-out browser lists its recent games and reopens their seats', async () => {
  const { server, browser } = env;
  const ctx = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const page = await ctx.newPage();
  await page.goto('/');
  await page.locator('.recent h2').waitFor();
  assert.equal(await page.locator('.recent .empty').innerText(), T('en', 'recent-empty'));
  // Signed out: rated is not offered, and the form says why.
  assert.equal(await page.locator('input[name="rated"][value="rated"]').isDisabled(), true);
  assert.equal(await page.locator('#rated-why').innerText(), T('en', 'home-rated-needs-account'));
  assert.equal(await page.locator('#account-link').innerText(), T('en', 'header-sign-in'));

  await chip(page, 'mode', 'friend');
  await chip(page, 'control', '5+3');
  await chip(page, 'colour', 'black');
  await page.locator('button[data-el="create"]').click();
  await page.waitForURL(/\/game\//);
  await waitStatus(page, 'waiting');
  const friendGame = gameId(page);
  await page.goto('/');
  const row = page.locator(`.recent tr[data-recent="${friendGame}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'waiting');
  assert.match(await row.innerText(), /Chess 5\+3/);
  assert.match(await row.innerText(), new RegExp(T('en', 'recent-no-opponent')));
  await row.locator('a').first().click();
  await page.waitForURL(new RegExp(`/game/${friendGame}$`));
  await waitConnected(page);
  // The seat is back: the page knows this browser plays Black, and shows the invitation.
  assert.match(await page.locator('.player-bar.bottom .player-name').innerText(), new RegExp(`${T('en', 'colour-black')}.*${T('en', 'you')}`));
  await page.locator('[data-el="invite"]').waitFor();

  // A game against the computer: listed with the computer's name in the page's language.
  await page.goto('/?lang=es');
  await chip(page, 'mode', 'computer');
  await page.locator('form[data-el="form"] input[name="level"][value="2"] + span').click();
  await page.locator('button[data-el="create"]').click();
  await page.waitForURL(/\/game\//);
  await waitStatus(page, 'playing');
  const computerGame = gameId(page);
  const state = await getGame(server.base, computerGame);
  const computerColour = state.computer.color;
  const bar = page.locator(`.player-name .player[data-colour="${computerColour}"]`);
  await bar.waitFor();
  assert.equal((await bar.innerText()).trim(), T('es', 'player-computer', { level: 2 }));
  const human = computerColour === 'white' ? 'black' : 'white';
  assert.equal((await page.locator(`.player-name .player[data-colour="${human}"]`).innerText()).trim(), T('es', 'player-anonymous'));
  await page.locator('[data-act="abort"]').click();
  await page.locator('[data-act="abort"]').click();
  await waitStatus(page, 'aborted');
  await page.goto('/?lang=es');
  const computerRow = page.locator(`.recent tr[data-recent="${computerGame}"]`);
  await computerRow.waitFor();
  assert.match(await computerRow.innerText(), new RegExp(T('es', 'player-computer', { level: 2 }).replace(/[()]/g, '\\$&')));
  assert.match(await computerRow.innerText(), new RegExp(T('es', 'recent-aborted')));
  // Newest first.
  const order = await page.locator('.recent tr[data-recent]').evaluateAll((rows) => rows.map((r) => r.dataset.recent));
  assert.deepEqual(order, [computerGame, friendGame]);
  await ctx.close();
});

test('sign-up and login check what the server checks and show its refusals', async () => {
  const { server, browser } = env;
  const ctx = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const page = await ctx.newPage();
  let signups = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/account/signup')) signups++;
  });
  await page.goto('/signup');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.locator('.auth-page button[type="submit"]');
  const alert = page.getByRole('alert');
  for (const [name, pw, problem, field] of [
    ['a', PASSWORD, 'auth-username-length', 'username'],
    ['x'.repeat(21), PASSWORD, 'auth-username-length', 'username'],
    ['José', PASSWORD, 'auth-username-characters', 'username'],
    ['has space', PASSWORD, 'auth-username-characters', 'username'],
    ['fine_name', 'short7!', 'auth-password-short', 'password'],
    ['fine_name', 'é'.repeat(129), 'auth-password-long', 'password'],
  ]) {
    await username.fill(name);
    await password.fill(pw);
    await submit.click();
    const input = field === 'username' ? username : password;
    assert.equal(await input.getAttribute('aria-invalid'), 'true', `${name}/${pw}: ${field} marked`);
    assert.equal(await page.locator(`#signup-${field}-error`).innerText(), T('en', problem));
    assert.equal(await alert.innerText(), T('en', problem), 'the live region announces it');
  }
  assert.equal(signups, 0, 'nothing the server would refuse was sent');

  // A taken name: the server's 409, in our words.
  const taken = uniqueName('taken');
  await http(server.base, 'POST', '/api/account/signup', { username: taken, password: PASSWORD });
  await username.fill(taken);
  await password.fill(PASSWORD);
  await submit.click();
  await page.locator('#signup-username-error').filter({ hasText: T('en', 'signup-taken') }).waitFor();
  assert.equal(signups, 1);

  // Login with a wrong password.
  await page.goto('/login');
  await page.getByLabel('Username').fill(taken);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.locator('.auth-page button[type="submit"]').click();
  await page.getByRole('alert').filter({ hasText: T('en', 'login-wrong') }).waitFor();
  assert.equal(await page.locator('#account-link').getAttribute('data-signed-in'), 'false');

  await ctx.close();
});

test('the account page changes the password, signs out, and deletes the account', async () => {
  const { server, browser } = env;
  const name = uniqueName('acct');
  const ctx = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const page = await ctx.newPage();
  await signUpInPage(page, name, PASSWORD);
  await page.goto('/account');
  await page.getByLabel('Current password').fill('wrong password');
  await page.getByLabel('New password').fill('a new password');
  await page.locator('form[data-el="password"] button[type="submit"]').click();
  await page.locator('#password-current-error').filter({ hasText: T('en', 'account-wrong-password') }).waitFor();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('a new password');
  await page.locator('form[data-el="password"] button[type="submit"]').click();
  await page.getByRole('alert').filter({ hasText: T('en', 'account-password-done') }).waitFor();
  // Signed out: the header says "Sign in"; the new password logs in, the old one does not.
  await page.locator('[data-el="logout"]').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('#account-link[data-signed-in="false"]').waitFor();
  const old = await fetch(`${server.base}/api/account/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: name, password: PASSWORD }) });
  assert.equal(old.status, 401);
  await page.goto('/login?next=/account');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('a new password');
  await page.locator('.auth-page button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/account');
  // Delete: the box must be ticked; then the profile is gone.
  await page.locator('form[data-el="delete"]').getByLabel('Password', { exact: true }).fill('a new password');
  await page.locator('[data-el="deleteButton"]').click();
  await page.getByRole('alert').filter({ hasText: T('en', 'account-delete-not-sure') }).waitFor();
  await page.locator('[data-el="sure"]').check();
  await page.locator('[data-el="deleteButton"]').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.locator('#account-link[data-signed-in="false"]').waitFor();
  const gone = await fetch(`${server.base}/api/users/${name}`);
  assert.equal(gone.status, 404);
  await page.goto(`/@/${name}`);
  assert.equal(await page.locator('.error-page h1').innerText(), T('en', 'profile-not-found', { name }));
  await ctx.close();
});

// Last in the file: it spends the address's login attempts.
test('too many login attempts: the page shows the wait the server names', async () => {
  const { server, browser } = env;
  const name = uniqueName('many');
  await http(server.base, 'POST', '/api/account/signup', { username: name, password: PASSWORD });
  const ctx = await browser.newContext({ baseURL: server.base, ...LAPTOP });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  let wait = null;
  for (let i = 0; i < 60 && wait === null; i++) {
    const r = await fetch(`${server.base}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: name, password: `wrong ${i}` }),
    });
    const body = await r.json().catch(() => ({}));
    if (r.status === 429) wait = Number(r.headers.get('Retry-After') ?? body.retry_after_s ?? body.error?.retry_after_s);
    else assert.equal(r.status, 401, JSON.stringify(body));
  }
  assert.ok(wait !== null && wait > 0, `the server limits login attempts (wait ${wait})`);
  await page.locator('.auth-page button[type="submit"]').click();
  const tooMany = page.getByRole('alert').filter({ hasText: /\d+ s\./ });
  await tooMany.waitFor();
  const shown = Number(/(\d+) s\./.exec(await tooMany.innerText())[1]);
  assert.ok(shown > 0 && shown <= wait, `shows the wait (${shown} s of ${wait} s)`);
  assert.equal(await tooMany.innerText(), T('en', 'auth-too-many', { seconds: shown }));
  assert.equal(await page.locator('.auth-page button[type="submit"]').isDisabled(), true, 'no new attempt while waiting');
  await ctx.close();
});
