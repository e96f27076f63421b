// What the designer's browser tests do to the page at /variants/new: read and type the file's
// text, wait for the verdict or a text in the file, and read the problem said at a field.
import assert from 'node:assert/strict';

/** The designer page's test tools, bound to `page`. */
export function designerTools(page) {
  const text = page.locator('#dz-text');
  return {
    /** The file's text as the page shows it. */
    fileText: () => text.inputValue(),
    /** Replaces the file's text, as a typing user would. */
    typeFile: async (value) => {
      await text.fill(value);
      await text.dispatchEvent('input');
    },
    /** Waits until the page judges the file valid (`true`) or not (`false`). */
    valid: (v) => page.waitForFunction((want) => document.querySelector('.designer')?.dataset.valid === want, String(v)),
    /** Waits until the file's text holds `s`. */
    hasText: (s) => page.waitForFunction((want) => document.querySelector('#dz-text').value.includes(want), s),
    /** Waits until the file's text no longer holds `s`. */
    lacksText: (s) => page.waitForFunction((want) => !document.querySelector('#dz-text').value.includes(want), s),
    /** The problem said at `field`, which must be the verdict's field. */
    problemAt: async (field) => {
      assert.equal(await page.locator('.dz-verdict').getAttribute('data-field'), field);
      return page.locator(`[data-field="${field}"] .dz-problem`).innerText();
    },
  };
}

/** Opens the designer on a copy of `from` in `lang`, in a new context of `env`'s browser, and
 *  waits until it is ready: the context, the page, the page errors seen (to assert empty at the
 *  end) and the page's designer tools. */
export async function openDesigner(env, lang, from = 'chess') {
  const context = await env.browser.newContext({ baseURL: env.server.base, viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/variants/new?from=${from}&lang=${lang}`);
  await page.locator('.designer[data-state="ready"]').waitFor({ timeout: 20_000 });
  return { context, page, errors, ...designerTools(page) };
}
