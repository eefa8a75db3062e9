// @ts-check
// The side column and the sheet (issue 38, "Smaller"): the column shifted
// when its scrollbar appeared, and a field a little wider than it let it
// scroll sideways, its left borders cut off. Measured in a browser that
// shows scrollbars (a laptop's): the width inside the box is the same in
// every tab, scrollbar or not, and nothing in it is wider than it (a
// phone's scrollbars take no room: the narrow column is measured for the
// latter, the sheet of a portrait phone not at all).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, HANG_GUARD_MS, nextFrames, pollAtIntervals, startServer, TEST_CHROMIUM_PATH } from './helpers.mjs';

/** @type {{ url: string, stop: () => void }} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  server = await startServer();
  // Playwright hides scrollbars in headless Chromium: shown here, they take room as on a laptop.
  browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] });
});
after(async () => {
  await browser?.close();
  server?.stop();
});

const TABS = ['mg-moves', 'mg-options', 'mg-records', 'mg-review', 'mg-setup', 'mg-games', 'mg-friend'];

for (const [game, lang, width, height] of /** @type {const} */ ([
  ['sokusowo', 'en', 1280, 800],
  ['sokusowo', 'en', 844, 390],
  ['anywoli', 'es', 844, 390],
  ['anywoli', 'es', 390, 844],
])) {
  test(`${game} at ${width}×${height} (${lang}), scrollbars shown: the column keeps its width in every tab, nothing wider than it`, async () => {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    context.setDefaultTimeout(HANG_GUARD_MS);
    try {
      const page = await context.newPage();
      pollAtIntervals(page);
      await page.goto(`${server.url}play.html?game=${game}&lang=${lang}`);
      await page.locator('mancala-game .mg[data-holes]').waitFor({ state: 'attached' });
      const measure = () =>
        page.evaluate(() => {
          const root = /** @type {ShadowRoot} */ (document.querySelector('mancala-game')?.shadowRoot);
          const box = /** @type {HTMLElement} */ (
            [...root.querySelectorAll('.mg-side, .mg-sheet')].find((b) => /auto|scroll/.test(getComputedStyle(b).overflowY))
          );
          return { inside: box.clientWidth, content: box.scrollWidth, scrolls: box.scrollHeight > box.clientHeight };
        });
      const first = await measure();
      let scrolled = first.scrolls;
      for (const tab of TABS) {
        const summary = page.locator(`mancala-game .${tab} > summary`);
        if (!(await summary.isVisible())) continue;
        // A tap on the open tab would close it (the move list is open from the start).
        if ((await page.locator(`mancala-game .${tab}[open]`).count()) === 0) await summary.click();
        await page.locator(`mancala-game .${tab}[open]`).waitFor({ state: 'attached' });
        await nextFrames(page);
        const now = await measure();
        scrolled ||= now.scrolls;
        assert.equal(
          now.inside,
          first.inside,
          `${tab}: the width inside the column stays ${first.inside} px (scrollbar ${now.scrolls ? 'shown' : 'not needed'})`,
        );
        assert.ok(now.content <= now.inside, `${tab}: nothing wider than the column (${now.content} px in ${now.inside})`);
      }
      assert.ok(scrolled, 'some tab fills the column (the scrollbar shows)');
    } finally {
      await context.close();
    }
  });
}
