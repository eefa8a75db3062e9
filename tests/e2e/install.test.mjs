// @ts-check
// Installable: every page links a web app manifest (name, standalone, theme
// colour, an SVG icon and a maskable one), and the service worker keeps it
// and its icons for offline use.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inContext, useSite } from './helpers.mjs';

const site = useSite();

test('every page links a web app manifest with a maskable icon, cached by the service worker', async () => {
  await inContext(site, { reducedMotion: 'reduce', serviceWorkers: 'allow' }, async ({ page, problems }) => {
    for (const file of ['index.html', 'play.html?game=anywoli', 'embed.html?game=sokusowo']) {
      await page.goto(`${site.url}${file}`);
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest.webmanifest', file);
      assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), '#3d2515', file);
    }
    const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
    assert.equal(manifest.short_name, 'Mancala');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, '#3d2515');
    const maskable = manifest.icons.find((/** @type {{ purpose: string }} */ icon) => icon.purpose === 'maskable');
    assert.ok(maskable, 'a maskable icon');
    const cached = await page.evaluate(async (/** @type {string} */ icon) => {
      await navigator.serviceWorker.ready;
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return Promise.all(['manifest.webmanifest', icon, 'play.html'].map(async (file) => (await cache.match(file)) !== undefined));
    }, maskable.src);
    assert.deepEqual(cached, [true, true, true]);
    assert.deepEqual(problems, []);
  });
});
