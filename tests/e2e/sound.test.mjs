// @ts-check
// Sound for seeds dropped and captures, made with Web Audio: on by default
// on the site's own pages, silent by default inside embeds, and the switch
// is remembered across reloads.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { board, clickHole, firstPlayable, inContext, loadSite, reloadSite, setSpeed, useSite, waitIdle } from './helpers.mjs';

const site = useSite();

/** Counts the Web Audio notes a page starts (its own code, before any script). */
function countNotes() {
  const original = AudioContext.prototype.createOscillator;
  /** @type {any} */ (window).notes = 0;
  /** @this {AudioContext} */
  AudioContext.prototype.createOscillator = function () {
    /** @type {any} */ (window).notes += 1;
    return original.call(this);
  };
}

// The sowings sound step by step as they are animated (reduced motion would show them at once),
// at the fastest animated speed: each frame of a sowing is drawn, and the default speed's
// seconds of frames cost seconds of CPU for the same notes.
test('seeds sound on the info page, the switch is remembered, and an embed is silent by default', async () => {
  await inContext(site, { reducedMotion: 'no-preference' }, async ({ page, problems }) => {
    await page.addInitScript(countNotes);
    await loadSite(page, site.url);
    const sound = board(page, 'sokusowo').locator('.mg-sound');
    assert.equal(await sound.getAttribute('aria-pressed'), 'true');
    await setSpeed(page, 'sokusowo', 'fast');
    await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
    await waitIdle(page, 'sokusowo');
    assert.ok((await page.evaluate(() => /** @type {any} */ (window).notes)) > 0, 'the sowing made sounds');
    await sound.click();
    assert.equal(await sound.getAttribute('aria-pressed'), 'false');
    await reloadSite(page);
    assert.equal(await board(page, 'sokusowo').locator('.mg-sound').getAttribute('aria-pressed'), 'false', 'the switch is remembered');
    await setSpeed(page, 'sokusowo', 'fast');
    await clickHole(page, 'sokusowo', await firstPlayable(page, 'sokusowo'));
    await waitIdle(page, 'sokusowo');
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).notes), 0, 'muted, no sound');

    await page.goto(`${site.url}embed.html?game=anywoli&speed=fast`);
    await page.locator('.mg[data-holes]').waitFor({ state: 'attached' });
    assert.equal(await board(page, 'anywoli').locator('.mg-sound').getAttribute('aria-pressed'), 'false', 'silent inside an embed');
    await clickHole(page, 'anywoli', await firstPlayable(page, 'anywoli'));
    await waitIdle(page, 'anywoli');
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).notes), 0);
    assert.deepEqual(problems, []);
  });
});
