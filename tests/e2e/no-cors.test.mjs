// @ts-check
// A sandboxed frame on a host that sends no CORS headers (issue 40, case
// 17): the board's code (modules, which such a frame loads only with
// Access-Control-Allow-Origin, docs/EMBED.md) never runs, and the page used
// to show its header and nothing else. It now says why, in the page's
// language (www/pages/start-check.js). A page whose code ran says nothing of it.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGES_EN } from '../../www/i18n/pages-en.js';
import { PAGES_ES } from '../../www/i18n/pages-es.js';
import { inContext, servePage, startServer, useSite } from './helpers.mjs';

const site = useSite();

test('a sandboxed frame on a host without CORS headers says why it shows no board, in the page’s language', async () => {
  // python3's plain http.server: no Access-Control-Allow-Origin on any answer.
  const host = await startServer(undefined, { cors: false });
  try {
    await inContext({ ...site, url: host.url }, { reducedMotion: 'reduce' }, async ({ context, page }) => {
      const hostPage = await servePage(
        context,
        `${host.url}no-cors-host.html`,
        `<iframe id="embed" sandbox="allow-scripts" style="width:600px;height:400px" src="${host.url}embed.html?game=sokusowo&lang=es"></iframe>
         <iframe id="play" sandbox="allow-scripts" style="width:600px;height:400px" src="${host.url}play.html?game=anywoli"></iframe>`,
      );
      await page.goto(hostPage);
      const embed = page.frameLocator('#embed').locator('.start-failed');
      const play = page.frameLocator('#play').locator('.start-failed');
      await embed.waitFor();
      await play.waitFor();
      assert.equal(await embed.textContent(), PAGES_ES['page.blockedFrame'], 'lang=es: in Spanish');
      assert.equal(await embed.getAttribute('lang'), 'es');
      assert.equal(await play.textContent(), PAGES_EN['page.blockedFrame'], 'an English browser: in English');
      assert.equal(await play.getAttribute('role'), 'alert', 'read out by screen readers');
      assert.ok(await play.isVisible(), 'shown under the header');
    });
  } finally {
    host.stop();
  }
});

test('a board page whose code ran shows no such notice', async () => {
  await inContext(site, { reducedMotion: 'reduce' }, async ({ page, problems }) => {
    await page.goto(`${site.url}play.html?game=sokusowo`);
    await page.locator('.mg[data-game="sokusowo"][data-holes]').waitFor({ state: 'attached' });
    // The check runs at the load event.
    await page.waitForFunction(() => document.readyState === 'complete');
    assert.equal(await page.locator('.start-failed').count(), 0);
    assert.deepEqual(problems, []);
  });
});
